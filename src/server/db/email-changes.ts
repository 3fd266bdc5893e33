import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { emailChanges } from './schema';

/** Stores a requested new address; an earlier pending request of the user stops working. */
export async function createEmailChange(
  db: Db,
  { userId, newEmail, tokenHash, expiresAt }: { userId: string; newEmail: string; tokenHash: string; expiresAt: number },
) {
  await db.batch([
    db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt))),
    db.insert(emailChanges).values({ id: crypto.randomUUID(), userId, newEmail, tokenHash, expiresAt }),
  ]);
}

/** The user's live pending change, or null. */
export async function findPendingEmailChange(db: Db, { userId, now = Date.now() }: { userId: string; now?: number }) {
  const rows = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt, createdAt: emailChanges.createdAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/** Withdraws the user's pending change; false when there was none. */
export async function cancelEmailChange(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

export type EmailChangeLinkState =
  { ok: true; userId: string; newEmail: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'not_owner' };

/** What a change link is, without using it: live (whose, to which address), or why not. */
export async function findEmailChangeLink(
  db: Db,
  { tokenHash, now = Date.now() }: { tokenHash: string; now?: number },
): Promise<EmailChangeLinkState> {
  const found = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).limit(1);
  const row = found[0];
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId, newEmail: row.newEmail };
}

/**
 * Uses a change link once, and only for the account that asked for it: a single conditional UPDATE scoped to `userId`,
 * so two clicks racing cannot both succeed and nobody else's session can complete it.
 */
export async function consumeEmailChange(
  db: Db,
  { tokenHash, userId, now = Date.now() }: { tokenHash: string; userId: string; now?: number },
): Promise<EmailChangeLinkState> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  if (rows[0]) return { ok: true, ...rows[0] };
  const state = await findEmailChangeLink(db, { tokenHash, now });
  return state.ok ? { ok: false, reason: 'not_owner' } : state;
}
