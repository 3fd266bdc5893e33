import type { AccountDeps } from '../auth/accounts';
import { verifyPassword } from '../auth/password';
import { deleteUserAccount } from '../db/account';
import { countEnquiriesByEmail } from '../db/enquiries';
import type { User } from '../db/schema';
import { normalizeEmail } from '../db/users';
import type { MailMessage } from '../mail/send';
import { accountDeletedEmail } from './emails';

export type DeletionSummary = { conversations: number; messages: number; sessions: number; keptEnquiries: number };

/**
 * Deletes the account once the owner has typed its email (and its password, where one exists): everything tied to the
 * user goes in one batch. Enquiries sent from the address are kept for the privacy policy's period (the cron deletes them).
 */
export async function deleteAccount(
  deps: AccountDeps,
  { user, email, password }: { user: User; email: string; password: string | undefined },
): Promise<{ ok: true; summary: DeletionSummary; notice: MailMessage } | { ok: false; reason: 'email' | 'password' }> {
  if (normalizeEmail(email) !== user.email) return { ok: false, reason: 'email' };
  if (user.passwordHash && !(await verifyPassword(password ?? '', user.passwordHash))) return { ok: false, reason: 'password' };
  const keptEnquiries = await countEnquiriesByEmail(deps.db, { email: user.email });
  const deleted = await deleteUserAccount(deps.db, { userId: user.id });
  const summary = { conversations: deleted.conversations, messages: deleted.messages, sessions: deleted.sessions, keptEnquiries };
  return { ok: true, summary, notice: accountDeletedEmail({ to: user.email, fullName: user.fullName, keptEnquiries }) };
}
