import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../index';
import { oauthAccounts, users } from '../../server/db/schema';
import { findUserByEmail } from '../../server/db/users';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { postJson } from '../../test/http';
import { latestMail, linkIn, mailCount } from '../../test/mail';
import { cookieFrom, createVerifiedUser, pressVerifyLink, sessionUser, signInCookie, uniqueEmail } from '../../test/users';

const FAKE = 'https://google.test';
const googleEnv = {
  ...env,
  GOOGLE_CLIENT_ID: 'test-client-id',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
  GOOGLE_AUTH_URL: `${FAKE}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${FAKE}/token`,
  GOOGLE_USERINFO_URL: `${FAKE}/userinfo`,
};

type Profile = { sub: string; email: string; email_verified: boolean; name?: string; picture?: string };

/** A local stand-in for Google: checks the client's credentials, the redirect URI and PKCE, then answers the userinfo. */
function fakeGoogle() {
  const grants = new Map<string, { challenge: string; redirectUri: string; profile: Profile }>();
  const tokens = new Map<string, Profile>();
  const calls: string[] = [];
  const sha256url = async (s: string) =>
    btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    calls.push(url.pathname);
    if (url.origin !== FAKE) throw new Error(`unexpected fetch to ${req.url}`);
    if (url.pathname === '/token') {
      const form = new URLSearchParams(new TextDecoder().decode(await req.arrayBuffer()));
      const basic = `Basic ${btoa('test-client-id:test-client-secret')}`;
      if (req.headers.get('Authorization') !== basic) return json({ error: 'invalid_client' }, 401);
      const grant = grants.get(form.get('code') ?? '');
      if (!grant || form.get('grant_type') !== 'authorization_code') return json({ error: 'invalid_grant' }, 400);
      if (form.get('redirect_uri') !== grant.redirectUri) return json({ error: 'invalid_grant', error_description: 'redirect_uri' }, 400);
      if ((await sha256url(form.get('code_verifier') ?? '')) !== grant.challenge)
        return json({ error: 'invalid_grant', error_description: 'PKCE' }, 400);
      grants.delete(form.get('code')!);
      const accessToken = crypto.randomUUID();
      tokens.set(accessToken, grant.profile);
      return json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
    }
    if (url.pathname === '/userinfo') {
      const profile = tokens.get(req.headers.get('Authorization')?.replace('Bearer ', '') ?? '');
      return profile ? json(profile) : json({ error: 'invalid_token' }, 401);
    }
    return new Response('not found', { status: 404 });
  };

  /** What Google does after consent: a code bound to the PKCE challenge, and where it sends the browser. */
  function authorize(authUrl: URL, profile: Profile) {
    const code = crypto.randomUUID();
    const redirectUri = authUrl.searchParams.get('redirect_uri')!;
    grants.set(code, { challenge: authUrl.searchParams.get('code_challenge')!, redirectUri, profile });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', authUrl.searchParams.get('state')!);
    return back;
  }
  return { fetcher, authorize, calls };
}

async function call(path: string, headers: Record<string, string> = {}, bindings: object = googleEnv) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://localhost${path}`, { headers: { 'CF-Connecting-IP': freshIp(), ...headers } }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Runs the whole dance: start, consent at the fake provider, callback with this browser's cookies. */
async function signInWithGoogle(google: ReturnType<typeof fakeGoogle>, profile: Profile, startPath = '/auth/google') {
  const start = await call(startPath);
  const authUrl = new URL(start.headers.get('Location')!);
  const cookies = [cookieFrom(start, 'google_oauth_state'), cookieFrom(start, 'google_code_verifier')].join('; ');
  const back = google.authorize(authUrl, profile);
  return call(back.pathname + back.search, { Cookie: cookies });
}

let google: ReturnType<typeof fakeGoogle>;
beforeEach(() => {
  google = fakeGoogle();
  vi.stubGlobal('fetch', google.fetcher);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Google sign-in', () => {
  it('is hidden and answers 404 unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set', async () => {
    expect((await call('/auth/google', {}, env)).status).toBe(404);
    expect((await call('/auth/google/callback?code=a&state=b', {}, env)).status).toBe(404);
    // The form (and so its button) renders once the island knows the visitor: check what it is told.
    expect(await (await call('/auth', {}, env)).text()).toContain('&quot;googleEnabled&quot;:false');
    expect(await (await call('/auth')).text()).toContain('&quot;googleEnabled&quot;:true');
  });

  it('starts with state and an S256 PKCE challenge, kept in short-lived HttpOnly cookies', async () => {
    const res = await call('/auth/google');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('Location')!);
    expect(url.origin + url.pathname).toBe(googleEnv.GOOGLE_AUTH_URL);
    expect(url.searchParams.get('client_id')).toBe('test-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/google/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const state = res.headers.getSetCookie().find((c) => c.startsWith('google_oauth_state='))!;
    const verifier = res.headers.getSetCookie().find((c) => c.startsWith('google_code_verifier='))!;
    expect(state.split(';')[0]).toBe(`google_oauth_state=${url.searchParams.get('state')}`);
    for (const cookie of [state, verifier]) {
      expect(cookie).toMatch(/Max-Age=600/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\/auth\/google/);
    }
    expect(verifier).not.toContain(url.searchParams.get('code_challenge')!);
  });

  it('creates a verified account for a new Google user and signs them in', async () => {
    const email = uniqueEmail('g');
    const res = await signInWithGoogle(google, {
      sub: 'g-100',
      email,
      email_verified: true,
      name: 'Zara Khan',
      picture: 'https://lh3.example/p.png',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/auth?notice=welcome');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('google_oauth_state='))).toMatch(/Max-Age=0/);
    const sid = cookieFrom(res, 'sid')!;
    expect(await sessionUser(sid)).toMatchObject({ email, fullName: 'Zara Khan', avatarUrl: 'https://lh3.example/p.png' });
    const user = await findUserByEmail(db(), { email });
    expect(user).toMatchObject({ passwordHash: null });
    expect(user!.emailVerifiedAt).toBeGreaterThan(0);
    expect(google.calls).toEqual(['/token', '/userinfo']);

    // The welcome page: signed in, so /auth renders the island that toasts and moves on to /.
    const welcome = await call('/auth?notice=welcome', { Cookie: sid });
    expect(welcome.status).toBe(200);
    expect(await welcome.text()).toContain('&quot;welcome&quot;:true');
    // The same Google account next time finds the same user.
    const again = await signInWithGoogle(google, { sub: 'g-100', email, email_verified: true });
    expect(await sessionUser(cookieFrom(again, 'sid'))).toMatchObject({ id: user!.id });
  });

  it('links to an existing account with the same verified email, keeping its password', async () => {
    const { email, password, user } = await createVerifiedUser({ fullName: 'Existing Person' });
    const res = await signInWithGoogle(google, { sub: 'g-200', email: email.toUpperCase(), email_verified: true, name: 'Google Name' });
    expect(await sessionUser(cookieFrom(res, 'sid'))).toMatchObject({ id: user.id, fullName: 'Existing Person' });
    expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toHaveLength(1);
    await signInCookie(email, password);
  });

  it('taking over an unverified sign-up drops that sign-up password and its sessions', async () => {
    const email = uniqueEmail('squat');
    const { createUser } = await import('../../server/db/users');
    const { hashPassword } = await import('../../server/auth/password');
    const squatter = await createUser(db(), { email, fullName: 'Squatter', passwordHash: await hashPassword('Squatter-Pass-88') });
    const res = await signInWithGoogle(google, { sub: 'g-300', email, email_verified: true, name: 'Real Owner' });
    expect(await sessionUser(cookieFrom(res, 'sid'))).toMatchObject({ id: squatter.id });
    const [row] = await db().select().from(users).where(eq(users.id, squatter.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).toBeGreaterThan(0);
    // The squatter's name goes with the password; the squatter's password no longer signs in.
    expect(row!.fullName).toBe('Real Owner');
    expect((await postJson('/api/auth/sign-in', { email, password: 'Squatter-Pass-88' }, { 'CF-Connecting-IP': freshIp() })).status).toBe(
      401,
    );
  });

  it('clears a sign-up conflict; a verification link used afterwards changes nothing and ends no session', async () => {
    const email = uniqueEmail('conflict');
    const signUp = async (fullName: string, password: string) => {
      const before = await mailCount(email);
      expect((await postJson('/api/auth/sign-up', { fullName, email, password }, { 'CF-Connecting-IP': freshIp() })).status).toBe(201);
      await expect.poll(() => mailCount(email)).toBe(before + 1);
      return linkIn((await latestMail(email))!, '/auth/verify');
    };
    await signUp('Squatter', 'Squatter-Pass-88');
    const link = await signUp('Pending Name', 'Pending-Pass-77');
    expect((await findUserByEmail(db(), { email }))!.signUpConflictAt).toBeGreaterThan(0);
    const res = await signInWithGoogle(google, { sub: 'g-310', email, email_verified: true, name: 'Real Owner' });
    const sid = cookieFrom(res, 'sid');
    expect(await sessionUser(sid)).toMatchObject({ email });
    const verified = await findUserByEmail(db(), { email });
    expect(verified).toMatchObject({ passwordHash: null, fullName: 'Real Owner', signUpConflictAt: null });
    // The address is proven: the link only says so (no reset step), and the Google session stays.
    const pressed = await pressVerifyLink(link);
    expect(pressed.headers.get('Location')).toBe('/auth?notice=verified');
    expect(await findUserByEmail(db(), { email })).toMatchObject({
      passwordHash: null,
      fullName: 'Real Owner',
      emailVerifiedAt: verified!.emailVerifiedAt,
      signUpConflictAt: null,
    });
    expect(await sessionUser(sid)).toMatchObject({ email });
    for (const password of ['Pending-Pass-77', 'Squatter-Pass-88'])
      expect((await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': freshIp() })).status).toBe(401);
  });

  it('keeps only an https avatar and a clean, short name from Google', async () => {
    for (const [i, picture] of ['javascript:alert(1)', 'http://lh3.example/p.png', 'data:image/png;base64,AAAA'].entries()) {
      const email = uniqueEmail('pic');
      const res = await signInWithGoogle(google, { sub: `g-pic-${i}`, email, email_verified: true, name: 'Ra\u202Emi\u0000 Lee', picture });
      expect(await sessionUser(cookieFrom(res, 'sid'))).toMatchObject({ email, fullName: 'Rami Lee', avatarUrl: null });
    }
  });

  it('returns to next, carried in the state cookie (never in the state Google sees), and never to another site', async () => {
    const start = await call('/auth/google?next=%2Faccount');
    const authUrl = new URL(start.headers.get('Location')!);
    expect(authUrl.searchParams.get('state')).not.toContain('account');
    expect(cookieFrom(start, 'google_oauth_state')).toContain(encodeURIComponent('|/account'));
    const res = await signInWithGoogle(
      google,
      { sub: 'g-next-1', email: uniqueEmail('g-next'), email_verified: true },
      '/auth/google?next=%2Faccount',
    );
    expect(res.headers.get('Location')).toBe('/auth?notice=welcome&next=/account');
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
      const out = await signInWithGoogle(
        google,
        { sub: `g-${bad}`, email: uniqueEmail('g-bad'), email_verified: true },
        `/auth/google?next=${encodeURIComponent(bad)}`,
      );
      expect(out.headers.get('Location'), bad).toBe('/auth?notice=welcome');
    }
  });

  it('refuses a Google address that Google has not verified', async () => {
    const email = uniqueEmail('unverified');
    const res = await signInWithGoogle(google, { sub: 'g-400', email, email_verified: false });
    expect(res.headers.get('Location')).toBe('/auth?notice=google-unverified');
    expect(cookieFrom(res, 'sid')).toBeNull();
    expect(await findUserByEmail(db(), { email })).toBeNull();
  });

  it('refuses a callback whose state does not match the cookie, without calling Google', async () => {
    const start = await call('/auth/google');
    const authUrl = new URL(start.headers.get('Location')!);
    const back = google.authorize(authUrl, { sub: 'g-500', email: uniqueEmail(), email_verified: true });
    back.searchParams.set('state', 'forged-state');
    const cookies = [cookieFrom(start, 'google_oauth_state'), cookieFrom(start, 'google_code_verifier')].join('; ');
    const res = await call(back.pathname + back.search, { Cookie: cookies });
    expect(res.headers.get('Location')).toBe('/auth?notice=google-failed');
    expect(cookieFrom(res, 'sid')).toBeNull();
    expect(google.calls).toEqual([]);
  });

  it('refuses a callback without the cookies (another browser) or with a wrong PKCE verifier', async () => {
    const start = await call('/auth/google');
    const back = google.authorize(new URL(start.headers.get('Location')!), { sub: 'g-600', email: uniqueEmail(), email_verified: true });
    const noCookies = await call(back.pathname + back.search);
    expect(noCookies.headers.get('Location')).toBe('/auth?notice=google-failed');

    const state = cookieFrom(start, 'google_oauth_state');
    const wrongVerifier = await call(back.pathname + back.search, {
      Cookie: `${state}; google_code_verifier=not-the-verifier-value-at-all-000000`,
    });
    expect(wrongVerifier.headers.get('Location')).toBe('/auth?notice=google-failed');
    expect(cookieFrom(wrongVerifier, 'sid')).toBeNull();
    expect(google.calls).toEqual(['/token']);
  });

  it('a cancelled consent comes back as a failure notice on /auth', async () => {
    const res = await call('/auth/google/callback?error=access_denied&state=x');
    expect(res.headers.get('Location')).toBe('/auth?notice=google-failed');
    const page = await (await call('/auth?notice=google-failed')).text();
    expect(page).toContain('We could not sign you in with Google. Please try again.');
  });
});
