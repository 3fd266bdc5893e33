import { VERIFY_TTL_MS, type AccountDeps } from '../auth/accounts';
import { verifyPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { consumeEmailChange, createEmailChange, findEmailChangeLink, type EmailChangeLinkState } from '../db/email-changes';
import type { User } from '../db/schema';
import { findUserByEmail, findUserById, normalizeEmail, updateUserEmail } from '../db/users';
import { sendMail, type MailMessage } from '../mail/send';
import { emailChangedEmail, emailChangeRequestedEmail, emailChangeVerifyEmail } from './emails';

export type EmailChangeRefusal = 'same' | 'taken' | 'password';

/**
 * Asks to move the account to `newEmail`: a single-use link valid for 24 hours goes to the new address and a notice to
 * the current one (returned, for the caller to send after answering); the account keeps signing in with its current address until the link is used.
 * An address held by any other account is refused with one answer, whatever that account's state.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  { user, newEmail, password }: { user: User; newEmail: string; password: string | undefined },
): Promise<{ ok: true; notice: MailMessage } | { ok: false; reason: EmailChangeRefusal }> {
  const email = normalizeEmail(newEmail);
  if (user.passwordHash && !(await verifyPassword(password ?? '', user.passwordHash))) return { ok: false, reason: 'password' };
  if (email === user.email) return { ok: false, reason: 'same' };
  if (await findUserByEmail(deps.db, { email })) return { ok: false, reason: 'taken' };
  const token = randomToken();
  const now = deps.now ?? Date.now();
  await createEmailChange(deps.db, { userId: user.id, newEmail: email, tokenHash: await hashToken(token), expiresAt: now + VERIFY_TTL_MS });
  const url = `${deps.siteUrl}/account/email/verify?token=${encodeURIComponent(token)}`;
  await sendMail(deps, emailChangeVerifyEmail({ to: email, fullName: user.fullName, url }));
  const notice = emailChangeRequestedEmail({
    to: user.email,
    fullName: user.fullName,
    newEmail: email,
    accountUrl: `${deps.siteUrl}/account`,
  });
  return { ok: true, notice };
}

export type EmailChangeOutcome =
  | { ok: true; userId: string; email: string; notice: MailMessage }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'taken' | 'not_owner' };

/** What an emailed change link is, without using it (opening the link changes nothing). */
export async function emailChangeLinkState(deps: AccountDeps, { token }: { token: string }): Promise<EmailChangeLinkState> {
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  return findEmailChangeLink(deps.db, { tokenHash: await hashToken(token), now: deps.now ?? Date.now() });
}

/**
 * Completes a change from its emailed link: once, before it expires, and only when `userId` (the signed-in visitor
 * pressing the confirmation page's button) is the account that asked for it. Returns the notice for the old address.
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  { token, userId }: { token: string; userId: string },
): Promise<EmailChangeOutcome> {
  const now = deps.now ?? Date.now();
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  const result = await consumeEmailChange(deps.db, { tokenHash: await hashToken(token), userId, now });
  if (!result.ok) return result;
  const before = await findUserById(deps.db, { id: result.userId });
  if (!before) return { ok: false, reason: 'invalid' };
  // Someone may have signed up with the address since the link was sent.
  if (!(await updateUserEmail(deps.db, { userId: result.userId, email: result.newEmail, now }))) return { ok: false, reason: 'taken' };
  const notice = emailChangedEmail({ to: before.email, fullName: before.fullName, newEmail: result.newEmail });
  return { ok: true, userId: result.userId, email: result.newEmail, notice };
}
