import { generateCodeVerifier, generateState } from 'arctic';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { fetchGoogleProfile, googleAuthorizationUrl, googleEnabled } from '../../server/auth/google';
import { findOrCreateGoogleUser } from '../../server/auth/google-account';
import { startSession } from '../../server/auth/sessions';
import { constantTimeEqual } from '../../server/auth/tokens';
import { log } from '../../server/errors';
import { siteUrlFor } from '../../server/site-url';
import { safeNext, withNext } from '../../lib/safe-next';

export const GOOGLE_STATE_COOKIE = 'google_oauth_state';
export const GOOGLE_VERIFIER_COOKIE = 'google_code_verifier';
const COOKIE_PATH = '/auth/google';
const COOKIE_MAX_AGE = 10 * 60;

const cookieOptions = (c: Context<AppEnv>) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: new URL(c.req.url).protocol === 'https:',
});

/** The state and the return path kept in the state cookie ("state|/path", or the state alone). */
function splitStateCookie(value: string | undefined): [string | undefined, string | undefined] {
  if (!value) return [undefined, undefined];
  const bar = value.indexOf('|');
  return bar < 0 ? [value, undefined] : [value.slice(0, bar), value.slice(bar + 1)];
}

/** Google sign-in through arctic: /auth/google starts it, /auth/google/callback finishes it. Both 404 when not configured. */
export const googleRoutes = new Hono<AppEnv>();

googleRoutes.get('/auth/google', (c) => {
  const config = c.get('config');
  if (!googleEnabled(config)) return c.notFound();
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const next = safeNext(c.req.query('next'));
  // Short-lived HttpOnly cookies tie the callback to this browser: the state stops CSRF, the verifier completes PKCE.
  // The page to return to rides in the state cookie, never in the state Google sees.
  setCookie(c, GOOGLE_STATE_COOKIE, next === '/' ? state : `${state}|${next}`, { ...cookieOptions(c), maxAge: COOKIE_MAX_AGE });
  setCookie(c, GOOGLE_VERIFIER_COOKIE, codeVerifier, { ...cookieOptions(c), maxAge: COOKIE_MAX_AGE });
  c.header('Cache-Control', 'no-store');
  return c.redirect(googleAuthorizationUrl(config, siteUrlFor(c), { state, codeVerifier }).toString(), 302);
});

googleRoutes.get('/auth/google/callback', async (c) => {
  const config = c.get('config');
  if (!googleEnabled(config)) return c.notFound();
  const fail = (notice: 'google-failed' | 'google-unverified', reason: string) => {
    log(c, 'warn', 'google sign-in refused', { reason });
    return c.redirect(`/auth?notice=${notice}`, 302);
  };
  c.header('Cache-Control', 'no-store');
  const [storedState, storedNext] = splitStateCookie(getCookie(c, GOOGLE_STATE_COOKIE));
  const codeVerifier = getCookie(c, GOOGLE_VERIFIER_COOKIE);
  // Each attempt's cookies are single-use.
  deleteCookie(c, GOOGLE_STATE_COOKIE, cookieOptions(c));
  deleteCookie(c, GOOGLE_VERIFIER_COOKIE, cookieOptions(c));
  const { code, state, error } = c.req.query();
  if (error) return fail('google-failed', `provider error ${error}`);
  if (!code || !state || !storedState || !codeVerifier) return fail('google-failed', 'missing code, state or cookies');
  if (!constantTimeEqual(state, storedState)) return fail('google-failed', 'state mismatch');

  let profile;
  try {
    profile = await fetchGoogleProfile(config, siteUrlFor(c), { code, codeVerifier });
  } catch (err) {
    return fail('google-failed', `token or userinfo: ${String(err)}`);
  }
  const account = await findOrCreateGoogleUser(c.get('db'), profile);
  if (!account.ok) return fail('google-unverified', 'email not verified by Google');
  await startSession(c, account.user);
  // /auth shows the welcome toast, tells other tabs, and moves on to `next` (checked again).
  return c.redirect(withNext('/auth?notice=welcome', storedNext), 302);
});
