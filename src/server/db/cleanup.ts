import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from './client';
import { devMailbox, emailTokens, sessions } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a used or expired link is kept, so opening it again still says "already used" or "expired". */
export const SPENT_TOKEN_KEEP_MS = 7 * DAY_MS;
/** How long the local dev mailbox keeps a message. */
export const DEV_MAIL_KEEP_MS = 7 * DAY_MS;

/**
 * The cron's housekeeping (every 10 minutes): expired sessions, link tokens used or expired over a week ago, and dev
 * mail past a week (all of it outside dev mode, where it should never exist). One batch; returns what was deleted.
 * Rate-limit state needs no sweep: each limiter object deletes its own storage by alarm once its window has passed.
 */
export async function cleanupExpiredData(db: Db, { now = Date.now(), devMode }: { now?: number; devMode: boolean }) {
  const spent = now - SPENT_TOKEN_KEEP_MS;
  const [expiredSessions, spentTokens, oldMail] = await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(emailTokens)
      .where(or(lt(emailTokens.expiresAt, spent), and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, spent))))
      .returning({ id: emailTokens.id }),
    db
      .delete(devMailbox)
      .where(lt(devMailbox.createdAt, devMode ? now - DEV_MAIL_KEEP_MS : now + 1))
      .returning({ id: devMailbox.id }),
  ]);
  return { sessions: expiredSessions.length, tokens: spentTokens.length, devMail: oldMail.length };
}
