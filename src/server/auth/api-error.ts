import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from '../../env';

/** The JSON error shape every API answers with: `{ error: { code: 'type:surface', message } }`. */
export function apiError(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers?: Record<string, string>,
) {
  return c.json({ error: { code, message } }, status, { 'Cache-Control': 'no-store', ...headers });
}

/** Parses a JSON body with a schema; on failure answers 400 with the first problem's message. */
export async function readJsonBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: apiError(c, 400, 'bad_request:body', 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : 'body';
  return { ok: false, response: apiError(c, 400, `bad_request:${field}`, issue?.message ?? 'The request is not valid.') };
}
