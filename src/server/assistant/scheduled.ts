import { getDb } from '../db/client';
import { deleteOldContentGaps } from '../db/content-gaps';

/** Cron: content gaps are kept 90 days after they were last asked, then deleted. */
export async function cleanupContentGaps(env: Env, now = Date.now()): Promise<number> {
  try {
    return await deleteOldContentGaps(getDb(env.DB), { now });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'content gap cleanup failed', error: String(error) }));
    return 0;
  }
}
