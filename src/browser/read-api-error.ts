import { isApiErrorBody, type FieldErrors } from '../lib/api-error';

/** A refusal as every island sees it: the server's code and message (written for the visitor), and any field messages. */
export type ApiError = { status: number; code: string; message: string; fields: FieldErrors; retryAfterSeconds: number | null };

/** Said when the answer carries no readable error body (a proxy's page, a crash): nothing the visitor can fix. */
export const UNREADABLE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one reader of the site's error body (`{ error: { code, message, fields? } }`) for every island. Never throws:
 * an answer without a readable body becomes `internal:unreadable` with a generic message.
 */
export async function readApiError(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get('Retry-After'));
  const base = { status: res.status, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  const body: unknown = await res.json().catch(() => null);
  if (!isApiErrorBody(body)) return { ...base, code: 'internal:unreadable', message: UNREADABLE_MESSAGE, fields: {} };
  const { code, message, fields } = body.error;
  return { ...base, code, message, fields: fields ?? {} };
}

/** Whether the server answered with its own words for the visitor (a refusal), rather than failing. */
export const isRefusal = (error: ApiError) => error.status < 500 && error.code !== 'internal:unreadable';
