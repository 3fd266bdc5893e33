import { and, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { spentEmailTokens } from './email-tokens';
import { emailTokens, sessions, users, type User } from './schema';

/** Emails are stored trimmed and lower-cased, so one address maps to one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, { email }: { email: string }): Promise<User | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, { id }: { id: string }): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Creates a user; the email is normalised. */
export async function createUser(
  db: Db,
  input: {
    email: string;
    fullName: string | null;
    avatarUrl?: string | null;
    passwordHash: string | null;
    emailVerifiedAt?: number | null;
  },
): Promise<User> {
  const rows = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: normalizeEmail(input.email),
      fullName: input.fullName,
      avatarUrl: input.avatarUrl ?? null,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .returning();
  return rows[0]!;
}

export async function updateUserPassword(db: Db, { userId, passwordHash }: { userId: string; passwordHash: string | null }) {
  await db.update(users).set({ passwordHash, updatedAt: Date.now() }).where(eq(users.id, userId));
}

/** An unverified sign-up's password and name were never proven to be the address owner's: both are replaced. */
export async function dropUnprovenCredentials(db: Db, { userId, fullName }: { userId: string; fullName: string | null }) {
  await db.update(users).set({ passwordHash: null, fullName, signUpConflictAt: null, updatedAt: Date.now() }).where(eq(users.id, userId));
}

/** A sign-up for the still unverified account came with another password (see verifyUserEmailByLink); nothing else changes. */
export async function recordSignUpConflict(db: Db, { userId, now = Date.now() }: { userId: string; now?: number }) {
  await db
    .update(users)
    .set({ signUpConflictAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** The account is still unverified and sign-ups with different passwords have claimed it. */
const conflictedUnverified = (userId: string) =>
  and(eq(users.id, userId), isNull(users.emailVerifiedAt), isNotNull(users.signUpConflictAt));

/**
 * Marks the address proven by a verification link, in one batch (one transaction: a sign-up, Google sign-in or reset
 * landing meanwhile cannot split it). Without a sign-up conflict the account keeps its password and name: 'verified'.
 * With one, the link proves the mailbox but not whose password and name the account holds: both go, its sessions end,
 * the conflict is cleared and the reset link `reset` (hash and expiry) is stored so the verifier can choose a password:
 * 'conflict'. An account verified already (Google, a reset) is left as it is: 'unchanged'.
 */
export async function verifyUserEmailByLink(
  db: Db,
  { userId, reset, now = Date.now() }: { userId: string; reset: { tokenHash: string; expiresAt: number }; now?: number },
): Promise<'verified' | 'conflict' | 'unchanged'> {
  const conflicted = conflictedUnverified(userId);
  const whileConflicted = exists(db.select({ id: users.id }).from(users).where(conflicted));
  // Statements run in order: those before the first UPDATE see the conflict as it stood, the first UPDATE clears it.
  const [, , , cleared, verified] = await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), whileConflicted)),
    db.delete(emailTokens).where(and(spentEmailTokens({ userId, purpose: 'reset', now }), whileConflicted)),
    db.insert(emailTokens).select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as('id'),
          userId: users.id,
          purpose: sql<'reset'>`'reset'`.as('purpose'),
          email: users.email,
          tokenHash: sql<string>`${reset.tokenHash}`.as('token_hash'),
          expiresAt: sql<number>`${reset.expiresAt}`.as('expires_at'),
          usedAt: sql<null>`null`.as('used_at'),
          createdAt: sql<number>`${now}`.as('created_at'),
        })
        .from(users)
        .where(conflicted),
    ),
    db
      .update(users)
      .set({ emailVerifiedAt: now, passwordHash: null, fullName: null, signUpConflictAt: null, updatedAt: now })
      .where(conflicted)
      .returning({ id: users.id }),
    db
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt), isNull(users.signUpConflictAt)))
      .returning({ id: users.id }),
  ]);
  return cleared.length ? 'conflict' : verified.length ? 'verified' : 'unchanged';
}

/**
 * Sets the password chosen from a reset link, which proves the address: verified (keeping the first time) and no
 * longer in conflict. A never-verified account's name that conflicting sign-ups left is nobody's proven name: it goes.
 */
export async function setPasswordByResetLink(
  db: Db,
  { userId, passwordHash, now = Date.now() }: { userId: string; passwordHash: string; now?: number },
) {
  await db
    .update(users)
    .set({
      passwordHash,
      fullName: sql`case when ${users.emailVerifiedAt} is null and ${users.signUpConflictAt} is not null then null else ${users.fullName} end`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      signUpConflictAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Marks the address as proven; keeps the first verification time. */
export async function markUserEmailVerified(db: Db, { userId, now = Date.now() }: { userId: string; now?: number }) {
  const user = await findUserById(db, { id: userId });
  if (!user || user.emailVerifiedAt) return;
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** Fills in a name or avatar the user does not have yet (from Google), never overwriting their own. */
export async function fillUserProfile(
  db: Db,
  { userId, fullName, avatarUrl }: { userId: string; fullName?: string | null; avatarUrl?: string | null },
) {
  const user = await findUserById(db, { id: userId });
  if (!user) return;
  const patch: Partial<User> = {};
  if (!user.fullName?.trim() && fullName?.trim()) patch.fullName = fullName.trim();
  if (!user.avatarUrl && avatarUrl) patch.avatarUrl = avatarUrl;
  if (Object.keys(patch).length)
    await db
      .update(users)
      .set({ ...patch, updatedAt: Date.now() })
      .where(eq(users.id, userId));
}

/** Sets the user's own full name (already trimmed and checked). */
export async function updateUserFullName(db: Db, { userId, fullName }: { userId: string; fullName: string }) {
  await db.update(users).set({ fullName, updatedAt: Date.now() }).where(eq(users.id, userId));
}

/** Moves the account to a new address proven by its link; false when another account took that address meanwhile. */
export async function updateUserEmail(db: Db, { userId, email, now = Date.now() }: { userId: string; email: string; now?: number }) {
  try {
    await db
      .update(users)
      .set({ email: normalizeEmail(email), emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    return true;
  } catch (err) {
    // drizzle wraps D1's error; the constraint name is in the cause.
    if (/UNIQUE/i.test(`${String(err)} ${String((err as { cause?: unknown }).cause)}`)) return false;
    throw err;
  }
}
