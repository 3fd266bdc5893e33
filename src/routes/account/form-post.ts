import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { AppEnv } from '../../env';
import { apiError, readJsonBody } from '../../server/auth/api-error';

/** A plain HTML form post (the account page without JavaScript) rather than the island's JSON call. */
export function isFormPost(c: Context<AppEnv>): boolean {
  const type = c.req.header('Content-Type') ?? '';
  return c.req.method === 'POST' && (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'));
}

/** Reads the island's JSON body or a form post's fields, then validates either with the same schema. */
export async function readAccountBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  if (!isFormPost(c)) return readJsonBody(c, schema);
  const form = await c.req.parseBody();
  // Empty optional fields are absent, as the island would send them.
  const fields = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string' && v !== ''));
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : 'body';
  return { ok: false, response: apiError(c, 400, `bad_request:${field}`, issue?.message ?? 'The request is not valid.') };
}

/** Where a form post lands: the account page's section, with what happened as a known key (never free text). */
function landing(path: string, ok: boolean, body: { error?: { code?: string }; deleted?: Record<string, number> }): string {
  if (ok && body.deleted) {
    const d = body.deleted;
    return `/account/deleted?conversations=${d.conversations}&messages=${d.messages}&sessions=${d.sessions}&enquiries=${d.keptEnquiries}`;
  }
  const action = path.replace(/^\/api\/account\/?/, '');
  const section = action.startsWith('sessions') ? 'devices' : action.startsWith('email') ? 'email' : action.split('/')[0] || 'profile';
  const done =
    action === 'email/cancel'
      ? 'email-cancelled'
      : action.startsWith('sessions/sign-out-others')
        ? 'others'
        : action.startsWith('sessions')
          ? 'device'
          : section;
  const query = ok ? `done=${done}` : `problem=${encodeURIComponent(body.error?.code ?? 'unknown')}`;
  return `/account?${query}#${section}-title`;
}

/** Turns the JSON answer to a form post into a 303 back to the page (cookies kept); downloads pass through. */
export const formPostRedirect = createMiddleware<AppEnv>(async (c, next) => {
  const form = isFormPost(c);
  await next();
  if (!form || !c.res.headers.get('Content-Type')?.startsWith('application/json') || c.res.headers.has('Content-Disposition')) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => ({}))) as Parameters<typeof landing>[2];
  const res = new Response(null, { status: 303, headers: { Location: landing(c.req.path, c.res.ok, body), 'Cache-Control': 'no-store' } });
  for (const cookie of c.res.headers.getSetCookie()) res.headers.append('Set-Cookie', cookie);
  c.res = undefined;
  c.res = res;
});
