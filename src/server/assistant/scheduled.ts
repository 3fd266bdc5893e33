import { getDb } from '../db/client';
import { deleteOldContentGaps } from '../db/content-gaps';
import { deleteOldInsight } from '../db/insight';

/** Cron job (src/server/cron.ts): content gaps, answers, feedback and handoffs are kept 90 days, then deleted. */
export async function cleanupContentGaps(env: Env, now = Date.now()): Promise<number> {
  const db = getDb(env.DB);
  return (await deleteOldContentGaps(db, { now })) + (await deleteOldInsight(db, { now }));
}
