import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../env';
import { deleteAccount } from '../../server/account/deletion';
import { requestEmailChange } from '../../server/account/email-change';
import { exportAccountStream } from '../../server/account/export';
import { changePassword } from '../../server/account/password-change';
import { limitAccountAction } from '../../server/account/rate-limits';
import { listDevices, loadAccountView } from '../../server/account/view';
import { accountDepsFor } from '../../server/auth/accounts';
import { runAfterResponse } from '../../server/after-response';
import { cancelBookingsOfUser } from '../../server/booking/service';
import { siteUrlFor } from '../../server/site-url';
import { errorResponse, type AppError } from '../../server/errors';
import { requireUserApi } from '../../server/auth/guards';
import { clearSessionCookie } from '../../server/auth/session-cookie';
import { cancelEmailChange } from '../../server/db/email-changes';
import { deleteOtherSessions, deleteUserSession } from '../../server/db/sessions';
import { findUserById, updateUserFullName } from '../../server/db/users';
import { sendMail, type MailMessage } from '../../server/mail/send';
import { formPostRedirect, readAccountBody } from './form-post';
import { DeleteAccountInput, EmailChangeInput, PasswordChangeInput, ProfileInput, SessionIdParam } from './schemas';

/** The account API's success messages and field refusals (fixed refusals are in the error catalogue). */
export const accountMessages = {
  nameSaved: 'Your name has been updated.',
  emailSent: (to: string) => `We sent a link to ${to}. Your sign-in address changes when you use it; the link expires in 24 hours.`,
  emailSame: 'That is already your email address.',
  emailCancelled: 'The email change has been cancelled.',
  wrongPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  passwordSet: 'Your password has been set. Every other device has been signed out.',
  deviceSignedOut: 'That device has been signed out.',
  othersSignedOut: (n: number) => (n === 1 ? '1 other device has been signed out.' : `${n} other devices have been signed out.`),
  deleteEmail: 'The email address does not match your account. Type it exactly to confirm.',
  deletePassword: 'Your password is not correct.',
} as const;

const noStore = { 'Cache-Control': 'no-store' };
const me = (c: Context<AppEnv>) => c.get('user')!;

/** The full user row of the signed-in user, or a 401 when it went away meanwhile. */
async function currentUser(c: Context<AppEnv>) {
  return findUserById(c.get('db'), { id: me(c).id });
}
const gone = (c: Context<AppEnv>) => errorResponse(c, 'unauthorized:auth');
/** A refusal naming the field it is about, so the form marks that field. */
const fieldError = (field: 'email' | 'password' | 'currentPassword', message: string): AppError => ({
  code: `bad_request:${field}`,
  message,
  fields: { [field]: message },
});

/** Notices go out after the answer; a failed email is logged, never shown as a failed change. */
const notify = (c: Context<AppEnv>, what: string, mail: MailMessage) =>
  runAfterResponse(c, 'internal:mail', () => sendMail(accountDepsFor(c), mail), { task: what });

/** /api/account: the signed-in user's own profile, email, password, devices, data export and deletion. */
export const accountApiRoutes = new Hono<AppEnv>();

accountApiRoutes.use(
  '/api/account/*',
  requireUserApi,
  bodyLimit({ maxSize: 8 * 1024, onError: (c) => errorResponse(c, 'payload_too_large:account') }),
  formPostRedirect,
);

accountApiRoutes.get('/api/account', async (c) => {
  const view = await loadAccountView(c.get('db'), { userId: me(c).id, currentSessionId: c.get('sessionId') });
  if (!view) return gone(c);
  return c.json({ account: view }, 200, noStore);
});

const saveProfile = async (c: Context<AppEnv>) => {
  const body = await readAccountBody(c, ProfileInput);
  if (!body.ok) return body.response;
  const limited = await limitAccountAction(c, 'profile', me(c).id);
  if (limited) return limited;
  await updateUserFullName(c.get('db'), { userId: me(c).id, fullName: body.data.fullName });
  return c.json({ ok: true, message: accountMessages.nameSaved, user: { fullName: body.data.fullName, email: me(c).email } }, 200, noStore);
};
accountApiRoutes.patch('/api/account/profile', saveProfile);
// Form posts (no JavaScript) cannot send PATCH.
accountApiRoutes.post('/api/account/profile', saveProfile);

accountApiRoutes.post('/api/account/email', async (c) => {
  const body = await readAccountBody(c, EmailChangeInput);
  if (!body.ok) return body.response;
  const limited = await limitAccountAction(c, 'email', me(c).id);
  if (limited) return limited;
  const user = await currentUser(c);
  if (!user) return gone(c);
  const result = await requestEmailChange(accountDepsFor(c), { user, newEmail: body.data.email, password: body.data.password });
  if (!result.ok) {
    if (result.reason === 'password') return errorResponse(c, fieldError('password', accountMessages.wrongPassword));
    return errorResponse(c, fieldError('email', accountMessages.emailSame));
  }
  await notify(c, 'email change notice', result.notice);
  return c.json({ ok: true, message: accountMessages.emailSent(body.data.email), pendingEmail: body.data.email }, 202, noStore);
});

const cancelEmail = async (c: Context<AppEnv>) => {
  const limited = await limitAccountAction(c, 'email', me(c).id);
  if (limited) return limited;
  await cancelEmailChange(c.get('db'), { userId: me(c).id });
  return c.json({ ok: true, message: accountMessages.emailCancelled }, 200, noStore);
};
accountApiRoutes.delete('/api/account/email', cancelEmail);
// Form posts (no JavaScript) cannot send DELETE.
accountApiRoutes.post('/api/account/email/cancel', cancelEmail);

accountApiRoutes.post('/api/account/password', async (c) => {
  const body = await readAccountBody(c, PasswordChangeInput);
  if (!body.ok) return body.response;
  const limited = await limitAccountAction(c, 'password', me(c).id);
  if (limited) return limited;
  const user = await currentUser(c);
  const sessionId = c.get('sessionId');
  if (!user || !sessionId) return gone(c);
  const result = await changePassword(accountDepsFor(c), {
    user,
    currentSessionId: sessionId,
    currentPassword: body.data.currentPassword,
    newPassword: body.data.newPassword,
  });
  if (!result.ok) return errorResponse(c, fieldError('currentPassword', accountMessages.wrongPassword));
  await notify(c, 'password change notice', result.notice);
  const message = result.set ? accountMessages.passwordSet : accountMessages.passwordChanged;
  return c.json({ ok: true, message, signedOut: result.signedOut }, 200, noStore);
});

accountApiRoutes.get('/api/account/sessions', async (c) => {
  const devices = await listDevices(c.get('db'), { userId: me(c).id, currentSessionId: c.get('sessionId') });
  return c.json({ devices }, 200, noStore);
});

const signOutDevice = async (c: Context<AppEnv>) => {
  const limited = await limitAccountAction(c, 'devices', me(c).id);
  if (limited) return limited;
  const id = SessionIdParam.safeParse(c.req.param('id'));
  // Someone else's session and no session at all look the same.
  if (!id.success) return errorResponse(c, 'not_found:session');
  if (id.data === c.get('sessionId')) return errorResponse(c, 'bad_request:session');
  const ended = await deleteUserSession(c.get('db'), { id: id.data, userId: me(c).id });
  if (!ended) return errorResponse(c, 'not_found:session');
  return c.json({ ok: true, message: accountMessages.deviceSignedOut }, 200, noStore);
};
accountApiRoutes.delete('/api/account/sessions/:id', signOutDevice);
accountApiRoutes.post('/api/account/sessions/:id/sign-out', signOutDevice);

accountApiRoutes.post('/api/account/sessions/sign-out-others', async (c) => {
  const limited = await limitAccountAction(c, 'devices', me(c).id);
  if (limited) return limited;
  const sessionId = c.get('sessionId');
  if (!sessionId) return gone(c);
  const signedOut = await deleteOtherSessions(c.get('db'), { userId: me(c).id, keepId: sessionId });
  return c.json({ ok: true, signedOut, message: accountMessages.othersSignedOut(signedOut) }, 200, noStore);
});

// POST so the origin check applies; a plain form submits it, so the download works without JavaScript too.
accountApiRoutes.post('/api/account/export', async (c) => {
  const limited = await limitAccountAction(c, 'export', me(c).id);
  if (limited) return limited;
  const day = new Date().toISOString().slice(0, 10);
  const stream = exportAccountStream(c.get('db'), { userId: me(c).id, currentSessionId: c.get('sessionId') });
  return c.body(stream, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="oasis-peptide-lab-account-${day}.json"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});

accountApiRoutes.post('/api/account/delete', async (c) => {
  const body = await readAccountBody(c, DeleteAccountInput);
  if (!body.ok) return body.response;
  const limited = await limitAccountAction(c, 'delete', me(c).id);
  if (limited) return limited;
  const user = await currentUser(c);
  if (!user) return gone(c);
  const result = await deleteAccount(accountDepsFor(c), { user, email: body.data.email, password: body.data.password });
  if (!result.ok) {
    if (result.reason === 'email') return errorResponse(c, fieldError('email', accountMessages.deleteEmail));
    return errorResponse(c, fieldError('password', accountMessages.deletePassword));
  }
  // Upcoming consultations go with the account: their times are freed and the visitor and staff are told.
  await cancelBookingsOfUser(
    { env: c.env, db: c.get('db'), config: c.get('config'), siteUrl: siteUrlFor(c), requestId: c.get('requestId') },
    (task) => runAfterResponse(c, 'internal:booking_mail', task),
    { userId: user.id, email: user.email, now: Date.now() },
  );
  clearSessionCookie(c);
  c.set('user', null);
  c.set('sessionId', null);
  await notify(c, 'account deleted notice', result.notice);
  return c.json({ ok: true, deleted: result.summary }, 200, noStore);
});
