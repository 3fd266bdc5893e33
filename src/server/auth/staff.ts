import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Db } from '../db/client';
import { sessions, staffMembers, users } from '../db/schema';
import { matchTotp, newTotpSecret } from './totp';

/** How long a second-factor code keeps a session's staff rights: a working day, far shorter than the 30-day session. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Staff rights for this request: the signed-in user is an enrolled staff member (`npm run staff -- add EMAIL`, only for
 * a verified account) and this session passed a second-factor code within STAFF_SESSION_MS. No address, list or
 * variable grants anything by itself.
 */
export function isStaff(c: Context<AppEnv>): boolean {
  return Boolean(c.get('user') && c.get('staffUntil'));
}

/** The user's staff enrolment (verified accounts only), or null: staff who still need a second factor on this session. */
export async function staffMembership(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .select({ member: staffMembers, email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.userId, userId), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's TOTP secret, made on first need (kept until a code confirms it, so a reload shows the same QR code). */
export async function ensureTotpSecret(db: Db, { userId }: { userId: string }): Promise<string> {
  const fresh = newTotpSecret();
  const rows = await db
    .update(staffMembers)
    .set({ totpSecret: sql`coalesce(${staffMembers.totpSecret}, ${fresh})` })
    .where(eq(staffMembers.userId, userId))
    .returning({ secret: staffMembers.totpSecret });
  return rows[0]!.secret!;
}

export type SecondFactorResult = { ok: true; staffUntil: number } | { ok: false; reason: 'not_staff' | 'code' };

/**
 * Checks a typed code against the member's secret; on a match (never a replayed step, raced writes included: the step
 * is stored with a conditional UPDATE) the secret counts as confirmed and this session holds staff rights for
 * STAFF_SESSION_MS.
 */
export async function passSecondFactor(
  db: Db,
  { userId, sessionId, code, now = Date.now() }: { userId: string; sessionId: string; code: string; now?: number },
): Promise<SecondFactorResult> {
  const found = await staffMembership(db, { userId });
  if (!found?.member.totpSecret) return { ok: false, reason: 'not_staff' };
  const step = await matchTotp(found.member.totpSecret, code, { now, lastStep: found.member.totpLastStep });
  if (step === null) return { ok: false, reason: 'code' };
  const claimed = await db
    .update(staffMembers)
    .set({ totpLastStep: step, totpConfirmedAt: sql`coalesce(${staffMembers.totpConfirmedAt}, ${now})` })
    .where(and(eq(staffMembers.userId, userId), sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`))
    .returning({ userId: staffMembers.userId });
  if (!claimed.length) return { ok: false, reason: 'code' };
  const staffUntil = now + STAFF_SESSION_MS;
  await db
    .update(sessions)
    .set({ staffUntil })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return { ok: true, staffUntil };
}
