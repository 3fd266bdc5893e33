// Helpers for the accounts tests: mail from the dev mailbox, users made directly, sign-in cookies.
import { env } from 'cloudflare:test';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/password';
import { getDb } from '../../server/db/client';
import { devMailbox, type DevMail } from '../../server/db/schema';
import { createUser } from '../../server/db/users';
import { postJson, request } from '../../test/http';

export const db = () => getDb(env.DB);

let counter = 0;
/** A unique address per call, so tests never share accounts or per-email rate limits. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A unique client address, so tests never share per-IP rate limits. */
export function uniqueIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** The newest stored email to an address, waiting briefly for work that runs after the response. */
export async function latestMail(to: string, { timeoutMs = 3000 } = {}): Promise<DevMail | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db().select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt)).limit(1);
    if (rows[0] || Date.now() > deadline) return rows[0] ?? null;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function mailCount(to: string): Promise<number> {
  return (await db().select().from(devMailbox).where(eq(devMailbox.to, to))).length;
}

/** The first link in a message's text that goes to `path`, as a path plus query. */
export function linkIn(mail: DevMail, path: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!url) throw new Error(`no ${path} link in "${mail.subject}"`);
  return url.pathname + url.search;
}

/** A verified password account made straight in the database. */
export async function createVerifiedUser({ email = uniqueEmail(), password = 'Tidal-Orbit-4417', fullName = 'Test User' } = {}) {
  const user = await createUser(db(), { email, fullName, passwordHash: await hashPassword(password), emailVerifiedAt: Date.now() });
  return { user, email, password };
}

/** The `name=value` pair of a Set-Cookie header for `name`, or null. */
export function cookieFrom(res: Response, name: string): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line ? line.split(';')[0]! : null;
}

/** Signs in through the API and returns the session cookie to send as `Cookie`. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const res = await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': uniqueIp() });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieFrom(res, 'sid')!;
}

/** The signed-in user the session endpoint reports for a cookie. */
export async function sessionUser(cookie: string | null) {
  const res = await request('/api/auth/session', { headers: cookie ? { Cookie: cookie } : {} });
  return ((await res.json()) as { user: { email: string } | null }).user;
}
