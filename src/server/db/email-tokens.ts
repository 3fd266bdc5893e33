import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { emailChanges, emailTokens, users, type EmailToken } from './schema';

export type EmailTokenPurpose = EmailToken['purpose'];

/** The token is bound to the address it was sent to: true while the account still has that address. */
const stillAddressed = sql`${emailTokens.email} = (select ${users.email} from ${users} where ${users.id} = ${emailTokens.userId})`;

/**
 * Stores a link token's hash, bound to the address it is sent to. Earlier live links keep working (a stranger's request must not void the owner's link);
 * using any one of them voids the rest (see consumeEmailToken). The user's used and expired links of the purpose go.
 */
export async function createEmailToken(
  db: Db,
  {
    userId,
    email,
    purpose,
    tokenHash,
    expiresAt,
    now = Date.now(),
  }: { userId: string; email: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: number; now?: number },
) {
  await db.batch([
    db.delete(emailTokens).where(spentEmailTokens({ userId, purpose, now })),
    db.insert(emailTokens).values({ id: crypto.randomUUID(), userId, email, purpose, tokenHash, expiresAt }),
  ]);
}

/** The user's used and expired links of a purpose, which go whenever a new one is made. */
export function spentEmailTokens({ userId, purpose, now }: { userId: string; purpose: EmailTokenPurpose; now: number }) {
  return and(
    eq(emailTokens.userId, userId),
    eq(emailTokens.purpose, purpose),
    or(isNotNull(emailTokens.usedAt), lte(emailTokens.expiresAt, now)),
  );
}

/** A token by hash and purpose, used or not; null when unknown or sent to an address the account no longer has. */
export async function findEmailToken(db: Db, { tokenHash, purpose }: { tokenHash: string; purpose: EmailTokenPurpose }) {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), stillAddressed))
    .limit(1);
  return rows[0] ?? null;
}

/** Voids the account's unused links of the given purposes (both by default): run when the address or the password changes. */
export function voidAccountLinks(db: Db, { userId, purposes = ['verify', 'reset'] }: { userId: string; purposes?: EmailTokenPurpose[] }) {
  return db
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)));
}

/** Withdraws a pending email change of the account (as part of a batch with voidAccountLinks). */
export function voidPendingEmailChange(db: Db, { userId }: { userId: string }) {
  return db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
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
        stillAddressed,
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (rows[0]) {
    const { userId } = rows[0];
    // The other unused links of this purpose stop working once one has been used.
    await db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    return { ok: true, userId };
  }
  const token = await findEmailToken(db, { tokenHash, purpose });
  if (!token) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: token.usedAt ? 'used' : 'expired' };
}
