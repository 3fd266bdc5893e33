import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { sessions } from '../../server/db/schema';
import { SESSION_TTL_MS } from '../../server/db/sessions';
import { postJson, request } from '../../test/http';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { cookieFrom, createVerifiedUser, sessionUser, signInCookie, uniqueEmail } from '../../test/users';

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': freshIp(), ...headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for 30 days and stores only the token hash', async () => {
    const { email, password, user } = await createVerifiedUser({ fullName: 'Maya Chen' });
    const before = Date.now();
    const res = await signIn(email.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: user.id, email, fullName: 'Maya Chen', avatarUrl: null } });
    const line = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]!);
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + SESSION_TTL_MS) / 1000) * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    const token = cookieFrom(res, 'sid')!.slice('sid='.length);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(await hashToken(token));
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const { email, password } = await createVerifiedUser();
    const res = await request('https://localhost/api/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://localhost', 'CF-Connecting-IP': freshIp() },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/; Secure/);
  });

  it('a wrong password and an unknown email get the same refusal and no cookie', async () => {
    const { email } = await createVerifiedUser();
    const wrong = await signIn(email, 'Not-The-Password-1');
    const unknown = await signIn(uniqueEmail(), 'Not-The-Password-1');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ code: 'unauthorized:credentials', message: 'Invalid email or password.' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('an account made with Google only (no password) cannot sign in with a password', async () => {
    const { email, user } = await createVerifiedUser();
    const { users } = await import('../../server/db/schema');
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await signIn(email, '')).status).toBe(400);
    expect((await signIn(email, 'anything-at-all')).status).toBe(401);
  });

  it('a new sign-in on the same browser replaces the earlier session', async () => {
    const { email, password, user } = await createVerifiedUser();
    const first = await signInCookie(email, password);
    const res = await signIn(email, password, { Cookie: first });
    expect(res.status).toBe(200);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await sessionUser(first)).toBeNull();
  });
});

describe('session endpoint and sign-out', () => {
  it('GET /api/auth/session reports the user for a valid cookie and null otherwise, never cached', async () => {
    const { email, password } = await createVerifiedUser({ fullName: 'Ali Hassan' });
    const cookie = await signInCookie(email, password);
    const res = await request('/api/auth/session', { headers: { Cookie: cookie } });
    expect(res.headers.get('Cache-Control')).toMatch(/^(private, )?no-store$/);
    expect(await res.json()).toMatchObject({ user: { email, fullName: 'Ali Hassan' } });
    expect(await sessionUser(null)).toBeNull();
    expect(await sessionUser('sid=made-up-token')).toBeNull();
  });

  it('an unknown session cookie is cleared', async () => {
    const res = await request('/api/auth/session', { headers: { Cookie: 'sid=made-up-token' } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
  });

  it('sign-out deletes the session and clears the cookie; the old cookie no longer works', async () => {
    const { email, password, user } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const res = await postJson('/api/auth/sign-out', {}, { Cookie: cookie });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('signed-in pages render the signed-in header at once: no visitor header first', async () => {
    const { email, password } = await createVerifiedUser({ fullName: 'Maya Chen' });
    const cookie = await signInCookie(email, password);
    const html = await (await request('/about', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('data-testid="avatar-initials">MC<');
    expect(html).toContain('href="/chat"');
    // (The inline critical CSS names .header-login too: look for the element.)
    expect(html).not.toContain('class="button button-ghost header-login"');
    // The mobile menu names the user and offers Sign Out.
    expect(html).toContain('<span class="mobile-user-name">Maya Chen</span>');
    expect(html).toContain('>Sign Out</button>');
    // Without a full name: the first letter of the email, and the email as the name.
    const { users } = await import('../../server/db/schema');
    const bare = await createVerifiedUser({ email: `zed-${crypto.randomUUID().slice(0, 6)}@example.com` });
    await db().update(users).set({ fullName: null }).where(eq(users.id, bare.user.id));
    const bareHtml = await (await request('/about', { headers: { Cookie: await signInCookie(bare.email, bare.password) } })).text();
    expect(bareHtml).toContain('data-testid="avatar-initials">Z<');
    expect(bareHtml).toContain(`<span class="mobile-user-name">${bare.email}</span>`);
    const anonymous = await (await request('/about')).text();
    expect(anonymous).toContain('class="button button-ghost header-login"');
    expect(anonymous).not.toContain('avatar-initials');
  });
});

describe('protection', () => {
  it('refuses cross-origin POSTs to every auth endpoint', async () => {
    for (const path of ['sign-in', 'sign-up', 'sign-out', 'resend', 'forgot', 'reset']) {
      const res = await postJson(`/api/auth/${path}`, {}, { Origin: 'https://evil.example' });
      expect(res.status, path).toBe(403);
    }
  });

  it('sign-in is limited per account and address: 429 with Retry-After, even for the right password', async () => {
    const { email, password } = await createVerifiedUser();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'wrong-password-x', { 'CF-Connecting-IP': ip })).status).toBe(401);
    const limited = await signIn(email, password, { 'CF-Connecting-IP': ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const error = await errorOf(limited);
    expect(error.code).toBe('rate_limit:auth');
    expect(error.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?, or use "Forgot password\?" to get a sign-in link by email now\.$/,
    );
    // The owner, from an address that has not been failing, still gets in.
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('requests are limited per IP address too, whatever the email', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await postJson('/api/auth/forgot', { email: uniqueEmail('rl') }, { 'CF-Connecting-IP': ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another address is unaffected.
    expect((await postJson('/api/auth/forgot', { email: uniqueEmail('rl') }, { 'CF-Connecting-IP': freshIp() })).status).toBe(200);
  });

  it('forgot-password and resend are limited per email and address; other addresses still get through', async () => {
    const email = uniqueEmail();
    for (const path of ['/api/auth/forgot', '/api/auth/resend']) {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await postJson(path, { email }, { 'CF-Connecting-IP': ip })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await postJson(path, { email }, { 'CF-Connecting-IP': freshIp() })).status).toBe(200);
    }
  });
});
