import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { requireUserApi, requireUserPage } from '../server/auth/guards';
import { headValue, request } from '../test/http';
import { createVerifiedUser, signInCookie } from '../test/users';

const islandProps = (html: string, name: string) => {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  return m ? JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) : null;
};

describe('/auth page', () => {
  it('opens in sign-in mode with the form drawn by the server, hydrating on first use', async () => {
    const res = await request('/auth');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Sign In or Create an Account | Oasis Peptide Lab</title>');
    expect(headValue(html, { rel: 'canonical' })).toBe('http://localhost/auth');
    expect(islandProps(html, 'AuthForm')).toEqual({ mode: 'sign-in', notice: null, googleEnabled: false, welcome: false, next: '/' });
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    // Ready to type in before any script runs: the fields and the submit button are in the HTML, not a spinner.
    expect(html).toMatch(/<input[^>]*id="email"[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*id="password"[^>]*type="password"/);
    expect(html).toMatch(/<button type="submit" class="button button-primary auth-submit">Sign In<\/button>/);
    expect(html).toContain('data-island="AuthForm"');
    expect(html).toMatch(/data-island="AuthForm"[^>]*data-hydrate="interaction"/);
  });

  it('can open in create-account or forgot-password mode; unknown modes fall back to sign-in', async () => {
    expect(islandProps(await (await request('/auth?mode=sign-up')).text(), 'AuthForm').mode).toBe('sign-up');
    expect(islandProps(await (await request('/auth?mode=forgot')).text(), 'AuthForm').mode).toBe('forgot');
    expect(islandProps(await (await request('/auth?mode=admin')).text(), 'AuthForm').mode).toBe('sign-in');
  });

  it('shows the notice an email link leads to', async () => {
    const verified = islandProps(await (await request('/auth?notice=verified')).text(), 'AuthForm');
    expect(verified.notice).toEqual({
      tone: 'success',
      title: 'Email verified',
      text: 'Your email address is verified. You can now sign in.',
    });
    const expired = islandProps(await (await request('/auth?notice=verify-expired')).text(), 'AuthForm');
    expect(expired).toMatchObject({ mode: 'resend', notice: { tone: 'error', title: 'Verification link expired' } });
    expect(islandProps(await (await request('/auth?notice=nonsense')).text(), 'AuthForm').notice).toBeNull();
    // "welcome" means nothing to a visitor who is not signed in.
    expect(islandProps(await (await request('/auth?notice=welcome')).text(), 'AuthForm').welcome).toBe(false);
  });

  it('sends a signed-in visitor to / with a server redirect', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const res = await request('/auth', { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
  });

  it('after Google sign-in (welcome) the form runs at once to finish signing in', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const html = await (await request('/auth?notice=welcome', { headers: { Cookie: cookie } })).text();
    expect(islandProps(html, 'AuthForm').welcome).toBe(true);
    expect(html).toMatch(/data-island="AuthForm"[^>]*data-hydrate="load"/);
  });
});

describe('guards', () => {
  it('GET /chat sends a visitor without a session to /auth, and lets a signed-in user through', async () => {
    const res = await request('/chat');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/auth?next=/chat');
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const signedIn = await request('/chat', { headers: { Cookie: cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('data-island="ChatApp"');
  });

  it('requireUserPage and requireUserApi refuse without a user and pass with one', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('user', c.req.header('X-User') ? { id: 'u1', email: 'a@b.c', fullName: null, avatarUrl: null } : null);
      await next();
    });
    app.get('/page', requireUserPage, (c) => c.text('page'));
    app.get('/api/thing', requireUserApi, (c) => c.json({ ok: true }));
    const page = await app.request('/page');
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/auth?next=/page');
    const api = await app.request('/api/thing');
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: { code: 'unauthorized:auth', message: 'Please sign in to continue.' } });
    expect(await (await app.request('/page', { headers: { 'X-User': '1' } })).text()).toBe('page');
    expect((await app.request('/api/thing', { headers: { 'X-User': '1' } })).status).toBe(200);
  });
});
