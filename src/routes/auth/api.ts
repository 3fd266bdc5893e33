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
import { runAfterResponse } from '../../server/after-response';
import { limitAuthAttempt } from '../../server/auth/rate-limits';
import { endSession, startSession } from '../../server/auth/sessions';
import { errorResponse } from '../../server/errors';
import { siteUrlFor } from '../../server/site-url';
import { jsonBody } from '../../server/validate';
import { EmailOnlyInput, ResetInput, SignInInput, SignUpInput } from './schemas';

/** The success messages the API answers with (refusals come from the error catalogue); the form shows them in a toast. */
export const authMessages = {
  signedUp: 'Please check your email to verify your account.',
  resent: 'If your account still needs verifying, a new link is on its way. Please check your email.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password. The link expires in 1 hour.',
} as const;

const deps = (c: Context<AppEnv>): AccountDeps => ({ db: c.get('db'), config: c.get('config'), siteUrl: siteUrlFor(c) });
const noStore = { 'Cache-Control': 'no-store' };

/** JSON endpoints under /api/auth, used by the auth islands with fetch. */
export const authApiRoutes = new Hono<AppEnv>();

authApiRoutes.get('/api/auth/session', (c) => c.json({ user: c.get('user') }, 200, noStore));

authApiRoutes.post('/api/auth/sign-up', jsonBody(SignUpInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitAuthAttempt(c, 'sign-up', input.email);
  if (limited) return limited;
  await signUp(deps(c), input);
  return c.json({ ok: true, message: authMessages.signedUp }, 201, noStore);
});

authApiRoutes.post('/api/auth/sign-in', jsonBody(SignInInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitAuthAttempt(c, 'sign-in', input.email);
  if (limited) return limited;
  const result = await checkCredentials(c.get('db'), input);
  if (!result.ok) return errorResponse(c, result.reason === 'unverified' ? 'forbidden:unverified' : 'unauthorized:credentials');
  return c.json({ user: await startSession(c, result.user) }, 200, noStore);
});

authApiRoutes.post('/api/auth/sign-out', async (c) => {
  await endSession(c);
  return c.json({ ok: true }, 200, noStore);
});

authApiRoutes.post('/api/auth/resend', jsonBody(EmailOnlyInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitAuthAttempt(c, 'resend', input.email);
  if (limited) return limited;
  await runAfterResponse(c, 'internal:mail', () => resendVerification(deps(c), input), { task: 'resend verification' });
  return c.json({ ok: true, message: authMessages.resent }, 200, noStore);
});

authApiRoutes.post('/api/auth/forgot', jsonBody(EmailOnlyInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitAuthAttempt(c, 'forgot', input.email);
  if (limited) return limited;
  // Same answer, and the same time, whether or not the address has an account: the work happens after the response.
  await runAfterResponse(c, 'internal:mail', () => requestPasswordReset(deps(c), input), { task: 'password reset request' });
  return c.json({ ok: true, message: authMessages.resetRequested }, 200, noStore);
});

authApiRoutes.post('/api/auth/reset', jsonBody(ResetInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitAuthAttempt(c, 'reset', input.token);
  if (limited) return limited;
  const user = c.get('user');
  const sessionId = c.get('sessionId');
  const result = await resetPassword(c.get('db'), {
    token: input.token,
    password: input.password,
    currentSession: user && sessionId ? { id: sessionId, userId: user.id } : null,
  });
  if (!result.ok) return errorResponse(c, `bad_request:reset_link_${result.reason}`);
  return c.json({ ok: true, signedIn: result.keptSession }, 200, noStore);
});
