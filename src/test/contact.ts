// Contact enquiries for worker tests: a fake form endpoint, the contact app with it injected, sample forms, stored rows.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { createContactRoutes } from '../routes/contact';
import { enquiries } from '../server/db/schema';
import { appContext } from '../server/middleware/context';
import { sameOrigin } from '../server/middleware/same-origin';
import { loadSession } from '../server/middleware/session';
import { freshIp } from './client';
import { db } from './db';

/** What a fake form-collection endpoint received. */
export type RelayCall = { url: string; accept: string | null; contentType: string | null; fields: Record<string, string> };

/** A fake form endpoint as an injected fetch: records each call and answers with `status` (or throws for 'network'). */
export function fakeEndpoint(answer: number | 'network') {
  const calls: RelayCall[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    const form = await req.formData();
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    calls.push({ url: req.url, accept: req.headers.get('Accept'), contentType: req.headers.get('Content-Type'), fields });
    if (answer === 'network') throw new TypeError('Network connection lost.');
    return new Response(JSON.stringify({ ok: answer < 400 }), { status: answer, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetcher };
}

export const FORWARD_URL = 'https://forms.example.test/f/abc123';

/** The worker's middleware and the contact routes with an injected relay fetch, as the test app. */
export function contactApp(fetcher: typeof fetch) {
  const app = new Hono<AppEnv>();
  app.use('*', appContext, sameOrigin, loadSession);
  app.route('/', createContactRoutes({ fetcher }));
  return app;
}

/** Sends a request to `app` with `vars` merged into the bindings, then waits for its waitUntil work (the relay). */
export async function send(
  app: { fetch: (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> },
  path: string,
  init: RequestInit & { vars?: Record<string, string>; ip?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (init.method === 'POST' && !headers.has('Origin')) headers.set('Origin', 'http://localhost');
  headers.set('CF-Connecting-IP', init.ip ?? freshIp());
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { ...init, headers, redirect: 'manual' }),
    { ...env, ...init.vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A valid enquiry as the form sends it. */
export function validForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    phone: '+971 50 123 4567',
    subject: 'Recovery protocol',
    message: 'Hello,\nI would like to discuss a recovery protocol after knee surgery.',
    sourcePath: '/recovery',
    company_website: '',
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

export async function findStored(id: string) {
  return (await db().select().from(enquiries).where(eq(enquiries.id, id)))[0];
}

export async function countStored() {
  return (await db().select().from(enquiries)).length;
}
