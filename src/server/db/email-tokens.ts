import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { emailTokens, type EmailToken } from './schema';

export type EmailTokenPurpose = EmailToken['purpose'];

/** Stores a link token's hash; older unused tokens of the same purpose for the user stop working. */
export async function createEmailToken(
  db: Db,
  { userId, purpose, tokenHash, expiresAt }: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: number },
) {
  await db.batch([
    db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt))),
    db.insert(emailTokens).values({ id: crypto.randomUUID(), userId, purpose, tokenHash, expiresAt }),
  ]);
}

/** A token by hash and purpose, used or not; null when unknown. */
export async function findEmailToken(db: Db, { tokenHash, purpose }: { tokenHash: string; purpose: EmailTokenPurpose }) {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Uses a token once: a single conditional UPDATE, so two clicks racing cannot both succeed. */
export async function consumeEmailToken(
  db: Db,
  { tokenHash, purpose, now = Date.now() }: { tokenHash: string; purpose: EmailTokenPurpose; now?: number },
): Promise<ConsumeResult> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (rows[0]) return { ok: true, userId: rows[0].userId };
  const token = await findEmailToken(db, { tokenHash, purpose });
  if (!token) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: token.usedAt ? 'used' : 'expired' };
}
