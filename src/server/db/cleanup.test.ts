import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cleanupExpiredData, DEV_MAIL_KEEP_MS, SPENT_TOKEN_KEEP_MS } from './cleanup';
import { getDb } from './client';
import { devMailbox, emailTokens, sessions, users } from './schema';

const db = getDb(env.DB);
const DAY = 24 * 60 * 60 * 1000;

describe('scheduled cleanup', () => {
  it('deletes expired sessions, long-spent link tokens and old dev mail, and keeps everything live', async () => {
    const now = Date.now();
    const userId = crypto.randomUUID();
    await db.insert(users).values({ id: userId, email: `${userId}@example.com`, fullName: 'Cleanup' });
    const session = (id: string, expiresAt: number) => ({ id, userId, tokenHash: crypto.randomUUID(), expiresAt, renewedAt: now });
    const s = { expired: crypto.randomUUID(), live: crypto.randomUUID() };
    await db.insert(sessions).values([session(s.expired, now - 1), session(s.live, now + DAY)]);
    const token = (id: string, expiresAt: number, usedAt: number | null) => ({
      id,
      userId,
      purpose: 'reset' as const,
      tokenHash: crypto.randomUUID(),
      expiresAt,
      usedAt,
    });
    const t = {
      longExpired: crypto.randomUUID(),
      longUsed: crypto.randomUUID(),
      recentUsed: crypto.randomUUID(),
      live: crypto.randomUUID(),
    };
    await db
      .insert(emailTokens)
      .values([
        token(t.longExpired, now - SPENT_TOKEN_KEEP_MS - DAY, null),
        token(t.longUsed, now + DAY, now - SPENT_TOKEN_KEEP_MS - 1),
        token(t.recentUsed, now + DAY, now - DAY),
        token(t.live, now + DAY, null),
      ]);
    const mail = (id: string, createdAt: number) => ({ id, to: 'x@example.com', subject: 's', text: 't', html: 'h', createdAt });
    const m = { old: crypto.randomUUID(), recent: crypto.randomUUID() };
    await db.insert(devMailbox).values([mail(m.old, now - DEV_MAIL_KEEP_MS - 1), mail(m.recent, now - DAY)]);

    const deleted = await cleanupExpiredData(db, { now, devMode: true });
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    const left = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id).sort();
    expect(await left(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)))).toEqual([s.live]);
    expect(await left(db.select({ id: emailTokens.id }).from(emailTokens).where(eq(emailTokens.userId, userId)))).toEqual(
      [t.recentUsed, t.live].sort(),
    );
    expect(
      await left(
        db
          .select({ id: devMailbox.id })
          .from(devMailbox)
          .where(inArray(devMailbox.id, [m.old, m.recent])),
      ),
    ).toEqual([m.recent]);

    // Outside dev mode no dev mail may remain at all.
    await cleanupExpiredData(db, { now, devMode: false });
    expect(await db.select().from(devMailbox).where(eq(devMailbox.id, m.recent))).toEqual([]);
  });
});
