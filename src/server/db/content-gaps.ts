import { desc, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { contentGaps, type ContentGap } from './schema';

export const GAP_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export type GapReason = ContentGap['reason'];

/** Counts one more asking of a (normalised) question; the example is the latest wording, already redacted. */
export async function recordContentGap(
  db: Db,
  { key, example, reason, page, now = Date.now() }: { key: string; example: string; reason: GapReason; page: string; now?: number },
): Promise<void> {
  await db
    .insert(contentGaps)
    .values({ questionKey: key, example, reason, page, count: 1, firstSeen: now, lastSeen: now })
    .onConflictDoUpdate({
      target: contentGaps.questionKey,
      set: { count: sql`${contentGaps.count} + 1`, lastSeen: now, example, reason, page },
    });
}

/** The most asked gaps first, then the most recent. */
export async function listContentGaps(db: Db, { limit }: { limit: number }): Promise<ContentGap[]> {
  return db.select().from(contentGaps).orderBy(desc(contentGaps.count), desc(contentGaps.lastSeen)).limit(limit);
}

/** Deletes gaps nobody has asked about for 90 days; returns how many went. */
export async function deleteOldContentGaps(db: Db, { now = Date.now() }: { now?: number } = {}): Promise<number> {
  const gone = await db
    .delete(contentGaps)
    .where(lt(contentGaps.lastSeen, now - GAP_RETENTION_MS))
    .returning({ key: contentGaps.questionKey });
  return gone.length;
}
