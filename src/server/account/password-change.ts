import type { AccountDeps } from '../auth/accounts';
import { hashPassword, verifyPassword } from '../auth/password';
import { voidAccountLinks } from '../db/email-tokens';
import { deleteOtherSessions } from '../db/sessions';
import type { User } from '../db/schema';
import { updateUserPassword } from '../db/users';
import type { MailMessage } from '../mail/send';
import { passwordChangedEmail } from './emails';

/**
 * Changes the password after checking the current one, or sets a first password on a Google-only account.
 * Every other session of the user ends and every unused reset link is voided; the notice for the owner is returned for the caller to send.
 */
export async function changePassword(
  deps: AccountDeps,
  {
    user,
    currentSessionId,
    currentPassword,
    newPassword,
  }: { user: User; currentSessionId: string; currentPassword: string | undefined; newPassword: string },
): Promise<{ ok: true; signedOut: number; set: boolean; notice: MailMessage } | { ok: false; reason: 'password' }> {
  const set = !user.passwordHash;
  if (user.passwordHash && !(await verifyPassword(currentPassword ?? '', user.passwordHash))) return { ok: false, reason: 'password' };
  await updateUserPassword(deps.db, { userId: user.id, passwordHash: await hashPassword(newPassword) });
  // A reset link sent before the change must not undo it.
  await voidAccountLinks(deps.db, { userId: user.id, purposes: ['reset'] });
  const signedOut = await deleteOtherSessions(deps.db, { userId: user.id, keepId: currentSessionId });
  const notice = passwordChangedEmail({ to: user.email, fullName: user.fullName, set, accountUrl: `${deps.siteUrl}/account` });
  return { ok: true, signedOut, set, notice };
}
