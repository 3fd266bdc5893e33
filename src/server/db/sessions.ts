import { and, eq, ne } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, users } from './schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_EVERY_MS = 24 * 60 * 60 * 1000;

/** Stores a new session for a user; returns its id and expiry. */
export async function createSession(db: Db, { userId, tokenHash, now = Date.now() }: { userId: string; tokenHash: string; now?: number }) {
  const id = crypto.randomUUID();
  const expiresAt = now + SESSION_TTL_MS;
  await db.insert(sessions).values({ id, userId, tokenHash, expiresAt, renewedAt: now });
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
  await db.update(sessions).set({ expiresAt, renewedAt: now }).where(eq(sessions.id, id));
  return { expiresAt };
}

export async function deleteSession(db: Db, { id }: { id: string }) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user except `keepId` (after a password reset). */
export async function deleteOtherSessions(db: Db, { userId, keepId }: { userId: string; keepId?: string }) {
  await db.delete(sessions).where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
}
