import { getDb } from '../db/client';
import { deleteOldContentGaps } from '../db/content-gaps';
import { deleteOldInsight } from '../db/insight';

/** Cron: content gaps, answers, feedback and handoffs are kept 90 days, then deleted. */
export async function cleanupContentGaps(env: Env, now = Date.now()): Promise<number> {
  try {
    const db = getDb(env.DB);
    return (await deleteOldContentGaps(db, { now })) + (await deleteOldInsight(db, { now }));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'content gap cleanup failed', error: String(error) }));
    return 0;
  }
}
