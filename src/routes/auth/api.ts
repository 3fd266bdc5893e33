import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import {
  checkCredentials,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  type AccountDeps,
} from '../../server/auth/accounts';
import { apiError, readJsonBody } from '../../server/auth/api-error';
import { runAfterResponse } from '../../server/auth/background';
import { limitAuthAttempt } from '../../server/auth/rate-limits';
import { endSession, startSession } from '../../server/auth/sessions';
import { siteUrlFor } from '../../server/site-url';
import { EmailOnlyInput, ResendInput, ResetInput, SignInInput, SignUpInput } from './schemas';

/** The messages the API answers with; the form shows them as the toast's description. */
export const authMessages = {
  signedUp: 'Please check your email to verify your account.',
  invalidCredentials: 'Invalid email or password.',
  unverified: 'Please verify your email address before signing in. Check your inbox for the link, or send a new one.',
  resent: 'If your account still needs verifying, a new link is on its way. Please check your email.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password. The link expires in 1 hour.',
  resetInvalid: 'This reset link is not valid. Please request a new one.',
  resetExpired: 'This reset link has expired. Please request a new one.',
  resetUsed: 'This reset link has already been used. Please request a new one.',
} as const;

const deps = (c: Context<AppEnv>): AccountDeps => ({ db: c.get('db'), config: c.get('config'), siteUrl: siteUrlFor(c) });
const noStore = { 'Cache-Control': 'no-store' };

/** JSON endpoints under /api/auth, used by the auth islands with fetch. */
export const authApiRoutes = new Hono<AppEnv>();

authApiRoutes.get('/api/auth/session', (c) => c.json({ user: c.get('user') }, 200, noStore));

authApiRoutes.post('/api/auth/sign-up', async (c) => {
  const body = await readJsonBody(c, SignUpInput);
  if (!body.ok) return body.response;
  const limited = await limitAuthAttempt(c, 'sign-up', body.data.email);
  if (limited) return limited;
  await signUp(deps(c), body.data);
  return c.json({ ok: true, message: authMessages.signedUp }, 201, noStore);
});

authApiRoutes.post('/api/auth/sign-in', async (c) => {
  const body = await readJsonBody(c, SignInInput);
  if (!body.ok) return body.response;
  const limited = await limitAuthAttempt(c, 'sign-in', body.data.email);
  if (limited) return limited;
  const result = await checkCredentials(c.get('db'), body.data);
  if (!result.ok && result.reason === 'unverified') return apiError(c, 403, 'forbidden:unverified', authMessages.unverified);
  if (!result.ok) return apiError(c, 401, 'unauthorized:credentials', authMessages.invalidCredentials);
  await startSession(c, result.user);
  return c.json({ user: c.get('user') }, 200, noStore);
});

authApiRoutes.post('/api/auth/sign-out', async (c) => {
  await endSession(c);
  return c.json({ ok: true }, 200, noStore);
});

authApiRoutes.post('/api/auth/resend', async (c) => {
  const body = await readJsonBody(c, ResendInput);
  if (!body.ok) return body.response;
  const limited = await limitAuthAttempt(c, 'resend', body.data.email);
  if (limited) return limited;
  await runAfterResponse(c, 'resend verification', () => resendVerification(deps(c), body.data));
  return c.json({ ok: true, message: authMessages.resent }, 200, noStore);
});

authApiRoutes.post('/api/auth/forgot', async (c) => {
  const body = await readJsonBody(c, EmailOnlyInput);
  if (!body.ok) return body.response;
  const limited = await limitAuthAttempt(c, 'forgot', body.data.email);
  if (limited) return limited;
  // Same answer, and the same time, whether or not the address has an account: the work happens after the response.
  await runAfterResponse(c, 'password reset request', () => requestPasswordReset(deps(c), body.data));
  return c.json({ ok: true, message: authMessages.resetRequested }, 200, noStore);
});

authApiRoutes.post('/api/auth/reset', async (c) => {
  const body = await readJsonBody(c, ResetInput);
  if (!body.ok) return body.response;
  const limited = await limitAuthAttempt(c, 'reset', body.data.token);
  if (limited) return limited;
  const user = c.get('user');
  const sessionId = c.get('sessionId');
  const result = await resetPassword(c.get('db'), {
    token: body.data.token,
    password: body.data.password,
    currentSession: user && sessionId ? { id: sessionId, userId: user.id } : null,
  });
  if (!result.ok) {
    const message = { invalid: authMessages.resetInvalid, expired: authMessages.resetExpired, used: authMessages.resetUsed }[result.reason];
    return apiError(c, 400, `bad_request:reset_link_${result.reason}`, message);
  }
  return c.json({ ok: true, signedIn: result.keptSession }, 200, noStore);
});
