import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import type { AuthMode } from '../islands/auth/types';
import { AuthPage, authMeta } from '../pages/auth/AuthPage';
import { authNotices, resetNotices } from '../pages/auth/notices';
import { VerifyEmailPage, verifyMeta } from '../pages/auth/VerifyEmailPage';
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
const CONFLICT_NOTICE: keyof typeof resetNotices = 'sign-up-conflict';

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

/** Whether a link token is live, without using it: 'valid', or why not. */
async function linkState(c: Context<AppEnv>, token: string, purpose: 'verify' | 'reset') {
  if (!token || token.length > 200) return 'invalid' as const;
  const found = await findEmailToken(c.get('db'), { tokenHash: await hashToken(token), purpose });
  if (!found) return 'invalid' as const;
  return found.usedAt ? ('used' as const) : found.expiresAt <= Date.now() ? ('expired' as const) : ('valid' as const);
}

// The link only shows a page: opening it (as mail scanners do) changes nothing; its button POSTs.
authRoutes.get('/auth/verify', async (c) => {
  const token = c.req.query('token') ?? '';
  const state = await linkState(c, token, 'verify');
  for (const [k, v] of Object.entries(privateLinkHeaders)) c.header(k, v);
  const next = c.req.query('next');
  if (state !== 'valid') return c.redirect(withNext(`/auth?notice=verify-${state}`, next), 302);
  return renderPage(c, verifyMeta, <VerifyEmailPage token={token} next={safeNext(next)} />);
});

authRoutes.post(
  '/auth/verify',
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.redirect('/auth?notice=verify-invalid', 303) }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' && form.token.length <= 200 ? form.token : '';
    const result = token ? await verifyEmail(c.get('db'), { token }) : ({ ok: false, reason: 'invalid' } as const);
    for (const [k, v] of Object.entries(privateLinkHeaders)) c.header(k, v);
    const next = typeof form.next === 'string' ? form.next : undefined;
    // Conflicting sign-ups: the address is verified but the password is chosen now, on the reset page (see verifyEmail);
    // where the visitor was going still applies once it is chosen.
    if (result.ok && result.resetToken)
      return c.redirect(withNext(`/auth/reset?token=${encodeURIComponent(result.resetToken)}&notice=${CONFLICT_NOTICE}`, next), 303);
    return c.redirect(withNext(`/auth?notice=${result.ok ? 'verified' : `verify-${result.reason}`}`, next), 303);
  },
);

authRoutes.get('/auth/reset', async (c) => {
  const token = c.req.query('token') ?? '';
  const state: ResetLinkState = await linkState(c, token, 'reset');
  for (const [k, v] of Object.entries(privateLinkHeaders)) c.header(k, v);
  // A notice only goes with a live link (a spent one shows why it no longer works, and nothing else).
  const noticeKey = c.req.query('notice') ?? '';
  const notice = state === 'valid' && Object.hasOwn(resetNotices, noticeKey) ? resetNotices[noticeKey as keyof typeof resetNotices] : null;
  const next = safeNext(c.req.query('next'));
  return renderPage(c, resetMeta, <ResetPasswordPage state={state} token={state === 'valid' ? token : ''} notice={notice} next={next} />, {
    status: state === 'valid' ? 200 : 410,
  });
});

// /chat belongs to the assistant; visitors without a session are sent to /auth before it runs.
authRoutes.get('/chat', requireUserPage);

authRoutes.route('/', authApiRoutes);
authRoutes.route('/', googleRoutes);
