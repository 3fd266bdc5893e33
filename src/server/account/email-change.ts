import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TTL_MS, VERIFY_TTL_MS, type AccountDeps } from '../auth/accounts';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { consumeEmailChange, createEmailChange, findEmailChangeLink, type EmailChangeLinkState } from '../db/email-changes';
import { createEmailToken, voidAccountLinks, voidPendingEmailChange } from '../db/email-tokens';
import { emailChangeUndos, users, type User } from '../db/schema';
import { deleteOtherSessions } from '../db/sessions';
import { findUserByEmail, findUserById, normalizeEmail, updateUserEmail } from '../db/users';
import { sendMail, type MailMessage } from '../mail/send';
import { emailChangedEmail, emailChangeRequestedEmail, emailChangeTakenEmail, emailChangeVerifyEmail } from './emails';

export type EmailChangeRefusal = 'same' | 'password';

/** How long the previous address can undo a completed change. */
export const UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Asks to move the account to `newEmail`: a single-use link valid for 24 hours goes to the new address and a notice to
 * the current one (returned, for the caller to send after answering); the account keeps signing in with its current
 * address until the owner confirms the link while signed in. An address held by any other account gets the same answer
 * (no enumeration): its owner is told by email instead of being sent a link, and the pending change can never complete.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  { user, newEmail, password }: { user: User; newEmail: string; password: string | undefined },
): Promise<{ ok: true; notice: MailMessage } | { ok: false; reason: EmailChangeRefusal }> {
  const email = normalizeEmail(newEmail);
  if (user.passwordHash && !(await verifyPassword(password ?? '', user.passwordHash))) return { ok: false, reason: 'password' };
  if (email === user.email) return { ok: false, reason: 'same' };
  const taken = await findUserByEmail(deps.db, { email });
  const token = randomToken();
  const now = deps.now ?? Date.now();
  // A taken address still gets a pending row (shown on the account page like any other), whose link is never sent.
  await createEmailChange(deps.db, { userId: user.id, newEmail: email, tokenHash: await hashToken(token), expiresAt: now + VERIFY_TTL_MS });
  if (taken) {
    await sendMail(deps, emailChangeTakenEmail({ to: email }));
  } else {
    const url = `${deps.siteUrl}/account/email/verify?token=${encodeURIComponent(token)}`;
    await sendMail(deps, emailChangeVerifyEmail({ to: email, fullName: user.fullName, url }));
  }
  const notice = emailChangeRequestedEmail({
    to: user.email,
    fullName: user.fullName,
    newEmail: email,
    accountUrl: `${deps.siteUrl}/account`,
  });
  return { ok: true, notice };
}

export type EmailChangeOutcome =
  | { ok: true; userId: string; email: string; notice: MailMessage; signedOut: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'taken' | 'not_owner' };

/** What an emailed change link is, without using it (opening the link changes nothing). */
export async function emailChangeLinkState(deps: AccountDeps, { token }: { token: string }): Promise<EmailChangeLinkState> {
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  return findEmailChangeLink(deps.db, { tokenHash: await hashToken(token), now: deps.now ?? Date.now() });
}

/**
 * Completes a change from its emailed link: once, before it expires, and only when `userId` (the signed-in visitor
 * pressing the confirmation page's button) is the account that asked for it. Every other session of the account ends,
 * every outstanding verification and reset link is voided, and the previous address gets a notice with a link that
 * undoes the change (returned, for the caller to send after answering).
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  { token, userId, currentSessionId }: { token: string; userId: string; currentSessionId?: string | null },
): Promise<EmailChangeOutcome> {
  const now = deps.now ?? Date.now();
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  const result = await consumeEmailChange(deps.db, { tokenHash: await hashToken(token), userId, now });
  if (!result.ok) return result;
  const before = await findUserById(deps.db, { id: result.userId });
  if (!before) return { ok: false, reason: 'invalid' };
  // Someone may have signed up with the address since the link was sent.
  if (!(await updateUserEmail(deps.db, { userId: result.userId, email: result.newEmail, now }))) return { ok: false, reason: 'taken' };
  const undoToken = randomToken();
  await deps.db.batch([
    voidAccountLinks(deps.db, { userId: before.id }),
    voidPendingEmailChange(deps.db, { userId: before.id }),
    deps.db.insert(emailChangeUndos).values({
      id: crypto.randomUUID(),
      userId: before.id,
      oldEmail: before.email,
      newEmail: result.newEmail,
      tokenHash: await hashToken(undoToken),
      expiresAt: now + UNDO_TTL_MS,
    }),
  ]);
  const signedOut = await deleteOtherSessions(deps.db, { userId: before.id, keepId: currentSessionId ?? undefined });
  const undoUrl = `${deps.siteUrl}/account/email/undo?token=${encodeURIComponent(undoToken)}`;
  const notice = emailChangedEmail({ to: before.email, fullName: before.fullName, newEmail: result.newEmail, undoUrl });
  return { ok: true, userId: result.userId, email: result.newEmail, notice, signedOut };
}

export type UndoLinkState = { ok: true; oldEmail: string; newEmail: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

async function findUndo(deps: AccountDeps, token: string) {
  if (!token || token.length > 200) return null;
  const rows = await deps.db
    .select()
    .from(emailChangeUndos)
    .where(eq(emailChangeUndos.tokenHash, await hashToken(token)))
    .limit(1);
  return rows[0] ?? null;
}

/** What an undo link is, without using it. */
export async function undoLinkState(deps: AccountDeps, { token }: { token: string }): Promise<UndoLinkState> {
  const row = await findUndo(deps, token);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= (deps.now ?? Date.now())) return { ok: false, reason: 'expired' };
  return { ok: true, oldEmail: row.oldEmail, newEmail: row.newEmail };
}

export type UndoOutcome = { ok: true; resetToken: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'taken' };

/**
 * Undoes a completed change from the link mailed to the previous address (which proves that mailbox): the account
 * moves back, every session ends, its password is cleared and every link voided, and a fresh reset link (bound to the
 * restored address) is returned so the owner chooses a new password at once. Someone who took the account keeps nothing.
 */
export async function undoEmailChange(deps: AccountDeps, { token }: { token: string }): Promise<UndoOutcome> {
  const now = deps.now ?? Date.now();
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  const used = await deps.db
    .update(emailChangeUndos)
    .set({ usedAt: now })
    .where(
      and(eq(emailChangeUndos.tokenHash, await hashToken(token)), isNull(emailChangeUndos.usedAt), gt(emailChangeUndos.expiresAt, now)),
    )
    .returning();
  const row = used[0];
  if (!row) {
    const state = await undoLinkState(deps, { token });
    return state.ok ? { ok: false, reason: 'invalid' } : state;
  }
  if (!(await updateUserEmail(deps.db, { userId: row.userId, email: row.oldEmail, now }))) return { ok: false, reason: 'taken' };
  // An unusable hash: no password signs in until the owner chooses one through the reset link.
  const locked = await hashPassword(randomToken());
  const resetToken = randomToken();
  await deps.db.batch([
    deps.db.update(users).set({ passwordHash: locked, updatedAt: now }).where(eq(users.id, row.userId)),
    voidAccountLinks(deps.db, { userId: row.userId }),
    voidPendingEmailChange(deps.db, { userId: row.userId }),
  ]);
  await createEmailToken(deps.db, {
    userId: row.userId,
    email: row.oldEmail,
    purpose: 'reset',
    tokenHash: await hashToken(resetToken),
    expiresAt: now + RESET_TTL_MS,
    now,
  });
  await deleteOtherSessions(deps.db, { userId: row.userId });
  return { ok: true, resetToken };
}
