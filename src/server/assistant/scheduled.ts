import { getDb } from '../db/client';
import { deleteOldContentGaps } from '../db/content-gaps';

/** Cron job (src/server/cron.ts): content gaps are kept 90 days after they were last asked, then deleted. */
export function cleanupContentGaps(env: Env, now = Date.now()): Promise<number> {
  return deleteOldContentGaps(getDb(env.DB), { now });
}
