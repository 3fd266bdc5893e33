import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { withNext } from '../../lib/safe-next';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { consumeEmailToken, createEmailToken, type ConsumeResult } from '../db/email-tokens';
import { deleteOtherSessions } from '../db/sessions';
import {
  createUser,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  recordSignUpConflict,
  setPasswordByResetLink,
  verifyUserEmailByLink,
} from '../db/users';
import type { User } from '../db/schema';
import { sendMail } from '../mail/send';
import { siteUrlFor } from '../site-url';
import { accountExistsEmail, passwordResetEmail, verificationEmail } from './emails';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { hashToken, randomToken } from './tokens';

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * What account work needs; `requestId` ties the mail log lines it writes to the request that caused them.
 * `sendMail: false` when the address's mail cap is spent: the work is done, the email is not sent (see limitMailRequest).
 */
export type AccountDeps = { db: Db; config: Config; siteUrl: string; now?: number; sendMail?: boolean; requestId?: string };

/** The AccountDeps of a request: its database session, configuration, public origin and request id. */
export const accountDepsFor = (c: Context<AppEnv>): AccountDeps => ({
  db: c.get('db'),
  config: c.get('config'),
  siteUrl: siteUrlFor(c),
  requestId: c.get('requestId'),
});

const mailAllowed = (deps: AccountDeps) => deps.sendMail !== false;

async function sendVerification(deps: AccountDeps, user: Pick<User, 'id' | 'email' | 'fullName'>, next = '/') {
  const token = randomToken();
  const now = deps.now ?? Date.now();
  await createEmailToken(deps.db, {
    userId: user.id,
    email: user.email,
    purpose: 'verify',
    tokenHash: await hashToken(token),
    expiresAt: now + VERIFY_TTL_MS,
  });
  // The page to return to after signing in rides along with the link (checked again when it is used).
  const url = withNext(`${deps.siteUrl}/auth/verify?token=${encodeURIComponent(token)}`, next);
  if (mailAllowed(deps)) await sendMail(deps, verificationEmail({ to: user.email, fullName: user.fullName, url }));
}

/**
 * Registers an address and emails a verification link; the caller hashes the password first on every path (so the
 * answer takes the same time) and runs this after the response. An address that already has a verified account gets
 * an email saying so (no enumeration); a repeated sign-up of a never-verified address changes nothing of it, not its
 * password nor its name, and only sends a fresh verification link to the address itself. When its password is not the
 * account's, two people may be claiming the address: the conflict is recorded, and verifying then asks for a new
 * password instead of keeping either (verifyEmail). The same password again is the same person retrying.
 */
export async function signUp(
  deps: AccountDeps,
  input: { email: string; password: string; passwordHash: string; fullName: string; next?: string },
) {
  const { db } = deps;
  const { passwordHash } = input;
  const email = normalizeEmail(input.email);
  const fullName = input.fullName.trim();
  let existing = await findUserByEmail(db, { email });
  // Every path checks the password against one hash (the account's, or a dummy one), so the work, and the time it
  // takes beside the answer, does not tell an unverified account from a new or a verified address.
  const samePassword = await verifyPassword(input.password, existing?.passwordHash ?? (await dummyPasswordHash()));
  if (!existing) {
    try {
      const user = await createUser(db, { email, fullName, passwordHash });
      await sendVerification(deps, user, input.next);
      return;
    } catch (err) {
      // Two sign-ups raced on the unique email index: continue as for an existing address.
      existing = await findUserByEmail(db, { email });
      if (!existing) throw err;
    }
  }
  if (!existing.emailVerifiedAt) {
    // Whoever signed up first may not own the address: its owner gets a fresh link, nobody gets to change the account.
    if (!(samePassword && existing.passwordHash !== null)) await recordSignUpConflict(db, { userId: existing.id, now: deps.now });
    await sendVerification(deps, existing, input.next);
    return;
  }
  if (!mailAllowed(deps)) return;
  await sendMail(
    deps,
    accountExistsEmail({
      to: existing.email,
      fullName: existing.fullName,
      signInUrl: `${deps.siteUrl}/auth`,
      resetUrl: `${deps.siteUrl}/auth?mode=forgot`,
    }),
  );
}

export type CredentialResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'unverified' };

/**
 * Checks an email and password. Unknown addresses are checked against a dummy hash, so the answer takes
 * as long as for a real account; "unverified" is only told to someone who knows the password.
 */
export async function checkCredentials(db: Db, { email, password }: { email: string; password: string }): Promise<CredentialResult> {
  const user = await findUserByEmail(db, { email });
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(password, hash);
  if (!user || !user.passwordHash || !matches) return { ok: false, reason: 'invalid' };
  if (!user.emailVerifiedAt) return { ok: false, reason: 'unverified' };
  return { ok: true, user };
}

/** Sends a fresh verification link when the address has an unverified password account; otherwise does nothing. */
export async function resendVerification(deps: AccountDeps, { email, next }: { email: string; next?: string }) {
  const user = await findUserByEmail(deps.db, { email });
  if (!user || user.emailVerifiedAt || !user.passwordHash) return;
  await sendVerification(deps, user, next);
}

export type VerifyEmailResult = { ok: true; userId: string; resetToken?: string } | Extract<ConsumeResult, { ok: false }>;

/**
 * Confirms an address from its emailed link; single-use and expiring. After conflicting sign-ups (see signUp) the
 * account's password and name are dropped and `resetToken` is a reset link's token (as requestPasswordReset makes, not
 * emailed) for the verifier to choose a password with at once.
 */
export async function verifyEmail(db: Db, { token, now = Date.now() }: { token: string; now?: number }): Promise<VerifyEmailResult> {
  const result = await consumeEmailToken(db, { tokenHash: await hashToken(token), purpose: 'verify', now });
  if (!result.ok) return result;
  const resetToken = randomToken();
  const reset = { tokenHash: await hashToken(resetToken), expiresAt: now + RESET_TTL_MS };
  const outcome = await verifyUserEmailByLink(db, { userId: result.userId, reset, now });
  return outcome === 'conflict' ? { ok: true, userId: result.userId, resetToken } : { ok: true, userId: result.userId };
}

/** Emails a single-use reset link valid for an hour when the address has an account; otherwise does nothing. */
export async function requestPasswordReset(deps: AccountDeps, { email }: { email: string }) {
  const user = await findUserByEmail(deps.db, { email });
  const token = randomToken();
  const tokenHash = await hashToken(token);
  if (!user || !mailAllowed(deps)) return;
  const now = deps.now ?? Date.now();
  await createEmailToken(deps.db, { userId: user.id, email: user.email, purpose: 'reset', tokenHash, expiresAt: now + RESET_TTL_MS });
  const url = `${deps.siteUrl}/auth/reset?token=${encodeURIComponent(token)}`;
  await sendMail(deps, passwordResetEmail({ to: user.email, fullName: user.fullName, url }));
}

/**
 * Sets a new password from a reset link. The link proves the address, so it also verifies it;
 * every session of the user ends except `keepSessionId` (the browser doing the reset, when it is theirs).
 */
export async function resetPassword(
  db: Db,
  {
    token,
    password,
    currentSession,
    now = Date.now(),
  }: { token: string; password: string; currentSession?: { id: string; userId: string } | null; now?: number },
) {
  const passwordHash = await hashPassword(password);
  const result = await consumeEmailToken(db, { tokenHash: await hashToken(token), purpose: 'reset', now });
  if (!result.ok) return result;
  const { userId } = result;
  const user = await findUserById(db, { id: userId });
  await setPasswordByResetLink(db, { userId, passwordHash, now });
  const keepId = currentSession?.userId === userId ? currentSession.id : undefined;
  await deleteOtherSessions(db, { userId, keepId });
  return { ok: true as const, userId, email: user?.email ?? '', keptSession: Boolean(keepId) };
}
