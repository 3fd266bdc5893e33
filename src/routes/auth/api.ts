import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../env';
import {
  checkCredentials,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  accountDepsFor,
} from '../../server/auth/accounts';
import { runAfterResponse } from '../../server/after-response';
import { hashPassword } from '../../server/auth/password';
import { clearSignInFailures, limitMailRequest, limitReset, limitSignIn } from '../../server/auth/rate-limits';
import { endSession, startSession } from '../../server/auth/sessions';
import { errorResponse } from '../../server/errors';
import { jsonBody } from '../../server/validate';
import { EmailOnlyInput, ResendInput, ResetInput, SignInInput, SignUpInput } from './schemas';

/** The success messages the API answers with (refusals come from the error catalogue); the form shows them in a toast. */
export const authMessages = {
  signedUp: 'Please check your email to verify your account.',
  resent: 'If your account still needs verifying, a new link is on its way. Please check your email.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password. The link expires in 1 hour.',
} as const;

const noStore = { 'Cache-Control': 'no-store' };

/** JSON endpoints under /api/auth, used by the auth islands with fetch. */
export const authApiRoutes = new Hono<AppEnv>();

// Every auth body is a few small fields: anything larger is refused before it is read.
authApiRoutes.use('/api/auth/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => errorResponse(c, 'payload_too_large:auth') }));

authApiRoutes.get('/api/auth/session', (c) => c.json({ user: c.get('user') }, 200, noStore));

authApiRoutes.post('/api/auth/sign-up', jsonBody(SignUpInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitMailRequest(c, 'sign-up', input.email);
  if (limited.response) return limited.response;
  // The same work before answering whether or not the address has an account: hash, then answer; the rest runs after.
  const passwordHash = await hashPassword(input.password);
  const { fullName, email, password, next } = input;
  await runAfterResponse(
    c,
    'internal:mail',
    () => signUp({ ...accountDepsFor(c), sendMail: limited.sendMail }, { fullName, email, password, passwordHash, next }),
    {
      task: 'sign-up',
    },
  );
  return c.json({ ok: true, message: authMessages.signedUp }, 201, noStore);
});

authApiRoutes.post('/api/auth/sign-in', jsonBody(SignInInput), async (c) => {
  const input = c.req.valid('json');
  const gate = await limitSignIn(c, input.email);
  if (gate.response) return gate.response;
  const result = await checkCredentials(c.get('db'), input);
  // "unverified" is only told to someone who knows the password, so it is not a failed guess.
  await gate.settle(result.ok || result.reason === 'unverified' ? 'success' : 'failure');
  if (!result.ok) return errorResponse(c, result.reason === 'unverified' ? 'forbidden:unverified' : 'unauthorized:credentials');
  return c.json({ user: await startSession(c, result.user) }, 200, noStore);
});

authApiRoutes.post('/api/auth/sign-out', async (c) => {
  await endSession(c);
  return c.json({ ok: true }, 200, noStore);
});

authApiRoutes.post('/api/auth/resend', jsonBody(ResendInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitMailRequest(c, 'resend', input.email);
  if (limited.response) return limited.response;
  await runAfterResponse(c, 'internal:mail', () => resendVerification({ ...accountDepsFor(c), sendMail: limited.sendMail }, input), {
    task: 'resend verification',
  });
  return c.json({ ok: true, message: authMessages.resent }, 200, noStore);
});

authApiRoutes.post('/api/auth/forgot', jsonBody(EmailOnlyInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitMailRequest(c, 'forgot', input.email);
  if (limited.response) return limited.response;
  // Same answer, and the same time, whether or not the address has an account: the work happens after the response.
  await runAfterResponse(c, 'internal:mail', () => requestPasswordReset({ ...accountDepsFor(c), sendMail: limited.sendMail }, input), {
    task: 'password reset request',
  });
  return c.json({ ok: true, message: authMessages.resetRequested }, 200, noStore);
});

authApiRoutes.post('/api/auth/reset', jsonBody(ResetInput), async (c) => {
  const input = c.req.valid('json');
  const limited = await limitReset(c, input.token);
  if (limited) return limited;
  const user = c.get('user');
  const sessionId = c.get('sessionId');
  const result = await resetPassword(c.get('db'), {
    token: input.token,
    password: input.password,
    currentSession: user && sessionId ? { id: sessionId, userId: user.id } : null,
  });
  if (!result.ok) return errorResponse(c, `bad_request:reset_link_${result.reason}`);
  // The link proved the address: failed sign-ins from this address no longer hold the owner back.
  await clearSignInFailures(c, result.email);
  return c.json({ ok: true, signedIn: result.keptSession }, 200, noStore);
});
