import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { enquiries, type Enquiry } from './schema';

export type NewEnquiry = Pick<Enquiry, 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message' | 'sourcePath'> & {
  channel?: Enquiry['channel'];
};

/** Stores a new enquiry with its first relay state; returns the stored row. */
export async function insertEnquiry(
  db: Db,
  {
    enquiry,
    relayStatus,
    nextRelayAt,
    heldAt = null,
    now = Date.now(),
  }: { enquiry: NewEnquiry; relayStatus: 'pending' | 'not_configured'; nextRelayAt: number | null; heldAt?: number | null; now?: number },
): Promise<Enquiry> {
  const [row] = await db
    .insert(enquiries)
    .values({ id: crypto.randomUUID(), ...enquiry, relayStatus, nextRelayAt, heldAt, createdAt: now })
    .returning();
  return row!;
}

export async function findEnquiry(db: Db, { id }: { id: string }): Promise<Enquiry | null> {
  const rows = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Newest first; `before` (a createdAt) pages back through older ones. */
export async function listEnquiries(db: Db, { limit, before }: { limit: number; before?: number }): Promise<Enquiry[]> {
  return db
    .select()
    .from(enquiries)
    .where(before === undefined ? undefined : lt(enquiries.createdAt, before))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
}

/** Pending enquiries whose next relay attempt is due, oldest due first. */
export async function listDueEnquiries(db: Db, { now, limit }: { now: number; limit: number }): Promise<Enquiry[]> {
  return db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.relayStatus, 'pending'), lte(enquiries.nextRelayAt, now)))
    .orderBy(asc(enquiries.nextRelayAt))
    .limit(limit);
}

/**
 * Takes a due enquiry for one relay attempt by pushing its next attempt to `leaseUntil`; false when another run took it first.
 * If the attempt never reports back (the worker was stopped), the enquiry becomes due again when the lease ends.
 */
export async function claimEnquiryRelay(
  db: Db,
  { id, dueAt, leaseUntil }: { id: string; dueAt: number | null; leaseUntil: number },
): Promise<boolean> {
  const due = dueAt === null ? isNull(enquiries.nextRelayAt) : eq(enquiries.nextRelayAt, dueAt);
  const result = await db
    .update(enquiries)
    .set({ nextRelayAt: leaseUntil })
    .where(and(eq(enquiries.id, id), eq(enquiries.relayStatus, 'pending'), due));
  return result.meta.changes > 0;
}

/** Records the outcome of one relay attempt. */
export async function updateEnquiryRelay(
  db: Db,
  {
    id,
    relayStatus,
    attempts,
    error,
    nextRelayAt,
  }: { id: string; relayStatus: Enquiry['relayStatus']; attempts: number; error: string | null; nextRelayAt: number | null },
) {
  await db.update(enquiries).set({ relayStatus, relayAttempts: attempts, lastRelayError: error, nextRelayAt }).where(eq(enquiries.id, id));
}

/** Marks an enquiry handled (once; the first time is kept). Returns false when there is no such enquiry. */
export async function markEnquiryHandled(db: Db, { id, now = Date.now() }: { id: string; now?: number }): Promise<boolean> {
  const found = await findEnquiry(db, { id });
  if (!found) return false;
  if (found.handledAt === null) await db.update(enquiries).set({ handledAt: now }).where(eq(enquiries.id, id));
  return true;
}

/** One page of the enquiries sent from an address (compared trimmed and lower-cased), oldest first. */
export async function listEnquiriesByEmailPage(
  db: Db,
  { email, after, limit }: { email: string; after?: { createdAt: number; id: string }; limit: number },
): Promise<Enquiry[]> {
  const from = sql`lower(trim(${enquiries.email})) = ${email.trim().toLowerCase()}`;
  const position = after
    ? or(gt(enquiries.createdAt, after.createdAt), and(eq(enquiries.createdAt, after.createdAt), gt(enquiries.id, after.id)))
    : undefined;
  return db.select().from(enquiries).where(and(from, position)).orderBy(asc(enquiries.createdAt), asc(enquiries.id)).limit(limit);
}

/** How many enquiries were sent from an address. */
export async function countEnquiriesByEmail(db: Db, { email }: { email: string }): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(enquiries)
    .where(sql`lower(trim(${enquiries.email})) = ${email.trim().toLowerCase()}`);
  return Number(rows[0]?.n ?? 0);
}

/** Deletes enquiries older than the retention period (privacy policy: 24 months); returns how many went. */
export async function deleteEnquiriesCreatedBefore(db: Db, { before }: { before: number }): Promise<number> {
  const result = await db.delete(enquiries).where(lt(enquiries.createdAt, before));
  return result.meta.changes;
}

/** Records how staff hear of an enquiry: its own email was sent, or it waits for the next digest. */
export async function setStaffNotice(db: Db, { id, notice }: { id: string; notice: 'sent' | 'digest' }): Promise<void> {
  await db.update(enquiries).set({ staffNotice: notice }).where(eq(enquiries.id, id));
}

/**
 * Takes every enquiry waiting for the digest (oldest first) for one digest send, atomically: a second run at the same
 * time claims none of them. `settleDigest` then marks them sent, or gives them back when the send failed.
 */
export async function claimDigestEnquiries(db: Db, { claim }: { claim: string }): Promise<Enquiry[]> {
  const rows = await db
    .update(enquiries)
    .set({ staffNotice: `claimed:${claim}` })
    .where(eq(enquiries.staffNotice, 'digest'))
    .returning();
  return rows.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export async function settleDigest(db: Db, { claim, sent }: { claim: string; sent: boolean }): Promise<void> {
  await db
    .update(enquiries)
    .set({ staffNotice: sent ? 'sent' : 'digest' })
    .where(eq(enquiries.staffNotice, `claimed:${claim}`));
}

/**
 * Claims left behind by a digest run that never finished (the worker stopped mid-send) go back to waiting once they are
 * older than `staleBefore` (claims are named `<time>:<uuid>`).
 */
export async function releaseStaleDigestClaims(db: Db, { staleBefore }: { staleBefore: number }): Promise<number> {
  const claimed = await db
    .select({ id: enquiries.id, staffNotice: enquiries.staffNotice })
    .from(enquiries)
    .where(sql`${enquiries.staffNotice} LIKE 'claimed:%'`);
  const stale = claimed.filter((row) => Number(row.staffNotice!.slice('claimed:'.length).split(':')[0]) < staleBefore);
  for (const row of stale)
    await db
      .update(enquiries)
      .set({ staffNotice: 'digest' })
      .where(and(eq(enquiries.id, row.id), eq(enquiries.staffNotice, row.staffNotice!)));
  return stale.length;
}
