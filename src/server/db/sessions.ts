import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, users } from './schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_EVERY_MS = 24 * 60 * 60 * 1000;
/** "Last used" is recorded at most this often, so browsing does not write to D1 on every request. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Where and on what a session was started, for the signed-in devices list. */
export type SessionDevice = { userAgent?: string | null; city?: string | null; country?: string | null };

/** Stores a new session for a user; returns its id and expiry. */
export async function createSession(
  db: Db,
  { userId, tokenHash, device = {}, now = Date.now() }: { userId: string; tokenHash: string; device?: SessionDevice; now?: number },
) {
  const id = crypto.randomUUID();
  const expiresAt = now + SESSION_TTL_MS;
  await db.insert(sessions).values({
    id,
    userId,
    tokenHash,
    expiresAt,
    renewedAt: now,
    createdAt: now,
    lastUsedAt: now,
    userAgent: device.userAgent?.slice(0, 512) ?? null,
    city: device.city?.slice(0, 100) ?? null,
    country: device.country?.slice(0, 8) ?? null,
  });
  return { id, expiresAt };
}

/** The session and its user for a token hash, or null when unknown. */
export async function findSessionByTokenHash(db: Db, { tokenHash }: { tokenHash: string }) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** Pushes a session's expiry forward (sliding expiry). */
export async function renewSession(db: Db, { id, now = Date.now() }: { id: string; now?: number }) {
  const expiresAt = now + SESSION_TTL_MS;
  await db.update(sessions).set({ expiresAt, renewedAt: now, lastUsedAt: now }).where(eq(sessions.id, id));
  return { expiresAt };
}

/** Records that a session was just used. */
export async function touchSession(db: Db, { id, now = Date.now() }: { id: string; now?: number }) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
}

/** The user's live sessions (never their token hashes), most recently used first. */
export async function listSessionsByUser(db: Db, { userId, now = Date.now() }: { userId: string; now?: number }) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      city: sessions.city,
      country: sessions.country,
      staffUntil: sessions.staffUntil,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one of the user's sessions; false when there is no such session of theirs. */
export async function deleteUserSession(db: Db, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteSession(db: Db, { id }: { id: string }) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user except `keepId` (after a password reset or change); returns how many ended. */
export async function deleteOtherSessions(db: Db, { userId, keepId }: { userId: string; keepId?: string }): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}
