import { desc } from 'drizzle-orm';
import type { Db } from './client';
import { devMailbox } from './schema';

/** The most recent messages the dev mailbox stored, newest first. */
export async function listDevMail(db: Db, { limit = 50 }: { limit?: number } = {}) {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(limit);
}
