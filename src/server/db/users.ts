import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users, type User } from './schema';

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
  await db.update(users).set({ passwordHash: null, fullName, updatedAt: Date.now() }).where(eq(users.id, userId));
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
