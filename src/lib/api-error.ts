/** One message per field, keyed by the field's name in the request. */
export type FieldErrors = Record<string, string>;

/** The one error body every API answers with (built by `src/server/errors.ts`, read by `readApiError` in the browser). */
export type ApiErrorBody = {
  error: {
    /** `type:surface`, e.g. `rate_limit:chat`, `not_found:conversation`, `bad_request:email`. */
    code: string;
    /** Written for the visitor. */
    message: string;
    /** Every failing field's message, for validation refusals. */
    fields?: FieldErrors;
  };
};

const isStringRecord = (v: unknown): v is FieldErrors =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** Checks a parsed body has the error shape (no zod here: this runs in islands, where every byte counts). */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error as Record<string, unknown> | undefined;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    (error.fields === undefined || isStringRecord(error.fields))
  );
}
