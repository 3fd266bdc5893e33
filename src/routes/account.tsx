import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { AccountDeletedPage, accountDeletedMeta } from '../pages/account/AccountDeletedPage';
import { AccountPage, accountMeta } from '../pages/account/AccountPage';
import { emailChangeNotices } from '../pages/account/notices';
import { confirmEmailChange } from '../server/account/email-change';
import { loadAccountView } from '../server/account/view';
import { runAfterResponse } from '../server/after-response';
import { messageFor } from '../server/errors';
import { requireUserPage } from '../server/auth/guards';
import { endSession } from '../server/auth/sessions';
import { sendMail } from '../server/mail/send';
import { renderPage } from '../server/render';
import { siteUrlFor } from '../server/site-url';
import { accountApiRoutes, accountMessages } from './account/api';
import type { AuthNotice } from '../islands/auth/types';
import { passwordMessages, profileNameMessages } from '../lib/password-rules';
import { ACCOUNT_SECTIONS, type SectionResult } from '../lib/account';

// What a form post without JavaScript comes back to: known keys only, so the address cannot carry made-up text.
const DONE: Record<string, string> = {
  profile: accountMessages.nameSaved,
  email: 'We sent a link to your new address. Your sign-in address changes when you use it; the link expires in 24 hours.',
  'email-cancelled': accountMessages.emailCancelled,
  password: accountMessages.passwordChanged,
  device: accountMessages.deviceSignedOut,
  others: 'Every other device has been signed out.',
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
  return renderPage(c, accountMeta, <AccountPage account={view} notice={notice} result={result} />);
});

accountRoutes.get('/account/deleted', (c) => {
  const counts = DeletedQuery.safeParse(c.req.query());
  c.header('Cache-Control', 'private, no-store');
  return renderPage(c, accountDeletedMeta, <AccountDeletedPage counts={counts.success ? counts.data : null} />);
});

// The link from the new address: no sign-in needed, the single-use token proves the owner asked and the address is theirs.
accountRoutes.get('/account/email/verify', async (c) => {
  const token = c.req.query('token') ?? '';
  const deps = { db: c.get('db'), config: c.get('config'), siteUrl: siteUrlFor(c) };
  const result = token ? await confirmEmailChange(deps, { token }) : ({ ok: false, reason: 'invalid' } as const);
  c.header('Cache-Control', 'no-store');
  if (result.ok) await runAfterResponse(c, 'internal:mail', () => sendMail(deps, result.notice), { task: 'email changed notice' });
  const notice = result.ok ? 'email-changed' : result.reason === 'taken' ? 'email-taken' : `email-link-${result.reason}`;
  const signedIn = c.get('user');
  return c.redirect(signedIn ? `/account?notice=${notice}` : `/auth?notice=${notice}`, 302);
});

accountRoutes.route('/', accountApiRoutes);
