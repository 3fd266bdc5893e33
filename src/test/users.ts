// Users and sessions for worker tests: made straight in D1, or signed in through the API.
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { staffSql } from '../server/auth/staff-enrol';
import { totpCode, totpStep } from '../server/auth/totp';
import { hashPassword } from '../server/auth/password';
import { hashToken, randomToken } from '../server/auth/tokens';
import { staffMembers, users } from '../server/db/schema';
import { createSession } from '../server/db/sessions';
import { createUser } from '../server/db/users';
import { freshIp } from './client';
import { db } from './db';
import { postJson, request } from './http';

let counter = 0;
/** A unique address per call, so tests never share accounts or per-email rate limits. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A user with a live session, made straight in D1; send `cookie` as the Cookie header. */
export async function signedInUser({ name = 'Test User', email = uniqueEmail(), verified = true } = {}) {
  const id = crypto.randomUUID();
  await db()
    .insert(users)
    .values({ id, email, fullName: name, emailVerifiedAt: verified ? Date.now() : null });
  const token = randomToken();
  await createSession(db(), { userId: id, tokenHash: await hashToken(token) });
  return { id, email, cookie: `sid=${token}` };
}

/** A verified password account made straight in the database (sign in with `email` and `password`). */
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
  const res = await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': freshIp() });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieFrom(res, 'sid')!;
}

/** The signed-in user the session endpoint reports for a cookie. */
export async function sessionUser(cookie: string | null) {
  const res = await request('/api/auth/session', { headers: cookie ? { Cookie: cookie } : {} });
  return ((await res.json()) as { user: { email: string } | null }).user;
}

/**
 * Opens a verification link's page, then presses its button (a same-origin form POST) as its reader would; the POST's
 * answer. `skipPage` presses without opening the page first (as a used or void link would never show it).
 */
export async function pressVerifyLink(link: string, { skipPage = false } = {}): Promise<Response> {
  if (!skipPage) {
    const page = await request(link);
    if (page.status !== 200) throw new Error(`the verification page answered ${page.status} (${page.headers.get('Location')})`);
  }
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  return request('/auth/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
}

/** Enrols an existing account as staff the way `npm run staff -- add EMAIL` does (the same SQL); true when it enrolled. */
export async function enrolStaff(email: string): Promise<boolean> {
  const { results } = await env.DB.prepare(staffSql({ action: 'add', email })).all();
  return results.length > 0;
}

/** The current code of a staff member's authenticator (read from the stored secret, as the app would show it). */
export async function currentStaffCode(userId: string, { step = totpStep(Date.now()) } = {}): Promise<string> {
  const [member] = await db().select().from(staffMembers).where(eq(staffMembers.userId, userId));
  if (!member?.totpSecret) throw new Error('no TOTP secret yet: open /admin/verify first');
  return totpCode(member.totpSecret, step);
}

/** Enters a code on /admin/verify as the session `cookie` (a same-origin form POST). */
export function postStaffCode(cookie: string, code: string, next = '/admin/enquiries') {
  return request('/admin/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({ code, next }).toString(),
  });
}

/** A signed-in, enrolled staff member whose session has passed the second factor: the cookie opens the staff area. */
export async function staffUser({ name = 'Staff Member', email = uniqueEmail('staff') } = {}) {
  const user = await signedInUser({ name, email });
  if (!(await enrolStaff(email))) throw new Error('could not enrol staff');
  const page = await request('/admin/verify', { headers: { Cookie: user.cookie } });
  if (page.status !== 200) throw new Error(`/admin/verify answered ${page.status}`);
  await page.text();
  const res = await postStaffCode(user.cookie, await currentStaffCode(user.id));
  if (res.status !== 303) throw new Error(`the staff code was refused (${res.status})`);
  return user;
}
