import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { AccountDeletedPage, accountDeletedMeta } from '../pages/account/AccountDeletedPage';
import { AccountPage, accountMeta } from '../pages/account/AccountPage';
import { UndoEmailChangePage, undoEmailChangeMeta } from '../pages/account/UndoEmailChangePage';
import { ConfirmEmailChangePage, confirmEmailChangeMeta, type ConfirmEmailChangeState } from '../pages/account/ConfirmEmailChangePage';
import { AccountBookings } from '../pages/booking/BookingPages';
import { listUpcomingForUser } from '../server/db/bookings';
import { summaryView } from '../server/booking/views';
import { emailChangeNotices } from '../pages/account/notices';
import { confirmEmailChange, emailChangeLinkState, undoEmailChange, undoLinkState } from '../server/account/email-change';
import { accountDepsFor } from '../server/auth/accounts';
import { loadAccountView } from '../server/account/view';
import { runAfterResponse } from '../server/after-response';
import { messageFor } from '../server/errors';
import { requireUserPage } from '../server/auth/guards';
import { endSession } from '../server/auth/sessions';
import { sendMail } from '../server/mail/send';
import { renderPage } from '../server/render';
import { accountApiRoutes, accountMessages } from './account/api';
import type { AuthNotice } from '../islands/auth/types';
import { passwordMessages, profileNameMessages } from '../lib/password-rules';
import { withNext } from '../lib/safe-next';
import { ACCOUNT_SECTIONS, type SectionResult } from '../lib/account';

// What a form post without JavaScript comes back to: known keys only, so the address cannot carry made-up text.
const DONE: Record<string, string> = {
  profile: accountMessages.nameSaved,
  email: 'We sent a link to your new address. Your sign-in address changes when you use it; the link expires in 24 hours.',
  'email-cancelled': accountMessages.emailCancelled,
  password: accountMessages.passwordChanged,
  device: accountMessages.deviceSignedOut,
  others: 'Every other device has been signed out.',
  'booking-cancelled': 'Your booking is cancelled. We have emailed you a confirmation.',
};
const PROBLEM: Record<string, string> = {
  'bad_request:fullName': profileNameMessages.description,
  'bad_request:email': 'Please check the email address you typed.',
  'bad_request:password': accountMessages.deletePassword,
  'bad_request:currentPassword': accountMessages.wrongPassword,
  'bad_request:newPassword': 'Please choose a password of 8 to 128 characters that is not a common one.',
  'bad_request:confirmPassword': passwordMessages.mismatch,
  'conflict:email': messageFor('conflict:email'),
  'not_found:session': messageFor('not_found:session'),
  'bad_request:session': messageFor('bad_request:session'),
  'rate_limit:auth': 'Too many attempts. Please try again in a few minutes.',
};

// A refusal's field, named as its section's form names it (the API says confirmPassword, the form's field is confirm).
const FIELD_IN_FORM: Record<string, string> = { confirmPassword: 'confirm' };

/** A form post's outcome for the section it came from (so it shows where the page lands), or null. */
function sectionResult(done: string | undefined, problem: string | undefined, section: string | undefined): SectionResult | null {
  const known = ACCOUNT_SECTIONS.find((s) => s === section);
  if (!known) return null;
  const notice = formPostNotice(done, problem);
  if (!notice) return null;
  const field = problem?.startsWith('bad_request:') ? problem.slice('bad_request:'.length) : undefined;
  return {
    section: known,
    tone: notice.tone === 'error' ? 'error' : 'success',
    text: notice.text,
    field: field && (FIELD_IN_FORM[field] ?? field),
  };
}

function formPostNotice(done: string | undefined, problem: string | undefined): AuthNotice | null {
  if (done && DONE[done]) return { tone: 'success', title: 'Saved', text: DONE[done] };
  if (problem) return { tone: 'error', title: 'Not saved', text: PROBLEM[problem] ?? 'That did not work. Please try again.' };
  return null;
}

const Count = z.coerce.number().int().min(0).max(1_000_000_000);
const DeletedQuery = z.object({ conversations: Count, messages: Count, sessions: Count, enquiries: Count });

/** /account and its pages, and the account API under /api/account. */
export const accountRoutes = new Hono<AppEnv>();

accountRoutes.get('/account', requireUserPage, async (c) => {
  const view = await loadAccountView(c.get('db'), { userId: c.get('user')!.id, currentSessionId: c.get('sessionId') });
  if (!view) {
    await endSession(c);
    return c.redirect('/auth?next=/account', 302);
  }
  const result = sectionResult(c.req.query('done'), c.req.query('problem'), c.req.query('section'));
  const notice =
    emailChangeNotices[c.req.query('notice') ?? ''] ?? (result ? null : formPostNotice(c.req.query('done'), c.req.query('problem')));
  const now = Date.now();
  const bookings = (await listUpcomingForUser(c.get('db'), { userId: c.get('user')!.id, email: c.get('user')!.email, now })).map((b) => ({
    ...summaryView(b, now),
    rescheduleHref: `/account/bookings/${b.id}/reschedule`,
    cancelAction: `/account/bookings/${b.id}/cancel`,
  }));
  return renderPage(
    c,
    accountMeta,
    <AccountPage account={view} notice={notice} result={result} bookings={<AccountBookings bookings={bookings} />} />,
  );
});

accountRoutes.get('/account/deleted', (c) => {
  const counts = DeletedQuery.safeParse(c.req.query());
  c.header('Cache-Control', 'private, no-store');
  return renderPage(c, accountDeletedMeta, <AccountDeletedPage counts={counts.success ? counts.data : null} />);
});

// The link mailed to the new address only shows a page: opening it (as mail scanners do, or anyone holding the link)
// changes nothing. A visitor who is not signed in is asked to sign in first and comes back here.
accountRoutes.get('/account/email/verify', async (c) => {
  c.header('Cache-Control', 'no-store');
  const token = c.req.query('token') ?? '';
  const state = await emailChangeLinkState(accountDepsFor(c), { token });
  const user = c.get('user');
  if (!state.ok) return c.redirect(user ? `/account?notice=email-link-${state.reason}` : `/auth?notice=email-link-${state.reason}`, 302);
  if (!user) return c.redirect(withNext('/auth?notice=email-sign-in', `/account/email/verify?token=${encodeURIComponent(token)}`), 302);
  const page: ConfirmEmailChangeState =
    state.userId === user.id ? { kind: 'owner', token, newEmail: state.newEmail } : { kind: 'other-account' };
  return renderPage(c, confirmEmailChangeMeta, <ConfirmEmailChangePage state={page} />);
});

// The confirmation page's button: completes the change for the signed-in owner of the link only.
accountRoutes.post(
  '/account/email/verify',
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.redirect('/account?notice=email-link-invalid', 303) }),
  requireUserPage,
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    const deps = accountDepsFor(c);
    const result = await confirmEmailChange(deps, { token, userId: c.get('user')!.id, currentSessionId: c.get('sessionId') });
    if (result.ok) await runAfterResponse(c, 'internal:mail', () => sendMail(deps, result.notice), { task: 'email changed notice' });
    const notice = result.ok ? 'email-changed' : result.reason === 'taken' ? 'email-taken' : `email-link-${result.reason}`;
    return c.redirect(`/account?notice=${notice}`, 303);
  },
);

// The undo link mailed to the previous address: the page changes nothing; its button (no sign-in needed: the link
// proves that mailbox, and whoever changed the address may hold the account) moves the account back.
accountRoutes.get('/account/email/undo', async (c) => {
  c.header('Cache-Control', 'no-store');
  const token = c.req.query('token') ?? '';
  const state = await undoLinkState(accountDepsFor(c), { token });
  if (!state.ok) return c.redirect(`/auth?notice=email-undo-${state.reason}`, 302);
  return renderPage(c, undoEmailChangeMeta, <UndoEmailChangePage token={token} oldEmail={state.oldEmail} newEmail={state.newEmail} />);
});

accountRoutes.post(
  '/account/email/undo',
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.redirect('/auth?notice=email-undo-invalid', 303) }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    const result = await undoEmailChange(accountDepsFor(c), { token });
    if (!result.ok) return c.redirect(`/auth?notice=email-undo-${result.reason}`, 303);
    // This browser's own session (if any) ended with the rest.
    await endSession(c);
    return c.redirect(`/auth/reset?token=${encodeURIComponent(result.resetToken)}&notice=email-restored`, 303);
  },
);

accountRoutes.route('/', accountApiRoutes);
