import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { AppEnv } from '../../env';
import { errorResponse } from '../../server/errors';
import { isJsonRequest, validationError } from '../../server/validate';

/** A plain HTML form post (the account page without JavaScript) rather than the island's JSON call. */
export function isFormPost(c: Context<AppEnv>): boolean {
  const type = c.req.header('Content-Type') ?? '';
  return c.req.method === 'POST' && (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'));
}

/** Reads the island's JSON body or a form post's fields, then validates either with the same schema (errors from the catalogue). */
export async function readAccountBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  let input: unknown;
  if (isFormPost(c)) {
    const form = await c.req.parseBody();
    // Empty optional fields are absent, as the island would send them.
    input = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string' && v !== ''));
  } else {
    // Only a body that says it is JSON is read as JSON (a text/plain post is a classic cross-site form trick).
    if (!isJsonRequest(c)) return { ok: false, response: errorResponse(c, 'bad_request:body') };
    try {
      input = await c.req.json();
    } catch {
      return { ok: false, response: errorResponse(c, 'bad_request:body') };
    }
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: errorResponse(c, validationError(parsed.error)) };
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
  return `/account?${query}&section=${section}#${section}-title`;
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
