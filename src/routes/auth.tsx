import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { AuthMode } from '../islands/auth/types';
import { AuthPage, authMeta } from '../pages/auth/AuthPage';
import { authNotices } from '../pages/auth/notices';
import { ResetPasswordPage, resetMeta, type ResetLinkState } from '../pages/auth/ResetPasswordPage';
import { verifyEmail } from '../server/auth/accounts';
import { googleEnabled } from '../server/auth/google';
import { requireUserPage } from '../server/auth/guards';
import { hashToken } from '../server/auth/tokens';
import { findEmailToken } from '../server/db/email-tokens';
import { renderPage } from '../server/render';
import { safeNext, withNext } from '../lib/safe-next';
import { authApiRoutes } from './auth/api';
import { googleRoutes } from './auth/google';

// Pages carrying a link token are never cached (the site-wide Referrer-Policy already keeps the token from other origins).
const privateLinkHeaders = { 'Cache-Control': 'no-store' };
const MODES: AuthMode[] = ['sign-in', 'sign-up', 'forgot', 'resend'];

/** Accounts: /auth and its email-link pages, the JSON API under /api/auth, Google sign-in, and the /chat guard. */
export const authRoutes = new Hono<AppEnv>();

authRoutes.get('/auth', (c) => {
  const user = c.get('user');
  const noticeKey = c.req.query('notice') ?? '';
  const welcome = Boolean(user) && noticeKey === 'welcome';
  // Where to go after signing in: a path on this site only, anything else is "/".
  const next = safeNext(c.req.query('next'));
  // A signed-in visitor has nothing to do here (replace: nothing to go back to).
  if (user && !welcome) return c.redirect(next, 302);
  const known = authNotices[noticeKey];
  const requested = c.req.query('mode') as AuthMode | undefined;
  const mode = known?.mode ?? (requested && MODES.includes(requested) ? requested : 'sign-in');
  return renderPage(
    c,
    authMeta,
    <AuthPage mode={mode} notice={known?.notice ?? null} googleEnabled={googleEnabled(c.get('config'))} welcome={welcome} next={next} />,
  );
});

authRoutes.get('/auth/verify', async (c) => {
  const token = c.req.query('token') ?? '';
  const result = token ? await verifyEmail(c.get('db'), { token }) : ({ ok: false, reason: 'invalid' } as const);
  const notice = result.ok ? 'verified' : `verify-${result.reason}`;
  for (const [k, v] of Object.entries(privateLinkHeaders)) c.header(k, v);
  return c.redirect(withNext(`/auth?notice=${notice}`, c.req.query('next')), 302);
});

authRoutes.get('/auth/reset', async (c) => {
  const token = c.req.query('token') ?? '';
  let state: ResetLinkState = 'invalid';
  if (token) {
    const found = await findEmailToken(c.get('db'), { tokenHash: await hashToken(token), purpose: 'reset' });
    if (found) state = found.usedAt ? 'used' : found.expiresAt <= Date.now() ? 'expired' : 'valid';
  }
  for (const [k, v] of Object.entries(privateLinkHeaders)) c.header(k, v);
  return renderPage(c, resetMeta, <ResetPasswordPage state={state} token={state === 'valid' ? token : ''} />, {
    status: state === 'valid' ? 200 : 410,
  });
});

// /chat belongs to the assistant; visitors without a session are sent to /auth before it runs.
authRoutes.get('/chat', requireUserPage);

authRoutes.route('/', authApiRoutes);
authRoutes.route('/', googleRoutes);
