import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { bookingMail, bookings, enquiries, type Booking, type BookingMail } from './schema';

export type NewBooking = Pick<
  Booking,
  'id' | 'calendar' | 'eventType' | 'startAt' | 'endAt' | 'timeZone' | 'name' | 'email' | 'phone' | 'goals' | 'userId'
>;

export async function insertBooking(db: Db, booking: NewBooking, now = Date.now()): Promise<Booking> {
  const [row] = await db
    .insert(bookings)
    .values({ ...booking, status: 'confirmed', createdAt: now })
    .returning();
  return row!;
}

export async function findBooking(db: Db, { id }: { id: string }): Promise<Booking | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * A user's bookings: made while signed in (their id), or with their sign-in address while signed out (an account's
 * address is verified before it can sign in, so the address is theirs).
 */
const ownedBy = ({ userId, email }: { userId: string; email: string }) =>
  or(eq(bookings.userId, userId), eq(bookings.email, email.trim().toLowerCase()));

/** One of the user's own bookings, or null. */
export async function findUserBooking(
  db: Db,
  { userId, email, id }: { userId: string; email: string; id: string },
): Promise<Booking | null> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ownedBy({ userId, email })))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's confirmed bookings that have not ended, soonest first. */
export async function listUpcomingForUser(
  db: Db,
  { userId, email, now }: { userId: string; email: string; now: number },
): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(ownedBy({ userId, email }), eq(bookings.status, 'confirmed'), gt(bookings.endAt, now)))
    .orderBy(asc(bookings.startAt));
}

/** Every booking of the user, for the data export. */
export async function listAllForUser(db: Db, { userId, email }: { userId: string; email: string }): Promise<Booking[]> {
  return db.select().from(bookings).where(ownedBy({ userId, email })).orderBy(asc(bookings.startAt));
}

/** Staff: bookings that have not ended (confirmed or marked no-show), soonest first. */
export async function listUpcomingBookings(db: Db, { now, limit }: { now: number; limit: number }): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.status, ['confirmed', 'no_show']), gt(bookings.endAt, now - 24 * 3_600_000)))
    .orderBy(asc(bookings.startAt))
    .limit(limit);
}

/** Staff: bookings from one address (to link them with an enquiry). */
export async function listBookingsByEmail(db: Db, { email }: { email: string }): Promise<Booking[]> {
  return db.select().from(bookings).where(eq(bookings.email, email.trim().toLowerCase())).orderBy(asc(bookings.startAt));
}

/**
 * Applies a change only if the booking is still at `version` (the link that asked is the current one), raising the
 * version so that link and every older one stop acting. False when another change got there first.
 */
export async function changeBooking(
  db: Db,
  {
    id,
    version,
    set,
  }: {
    id: string;
    version: number;
    set: Partial<
      Pick<Booking, 'status' | 'startAt' | 'endAt' | 'cancelledAt' | 'cancelledBy' | 'rescheduleCount' | 'reminderSentAt' | 'timeZone'>
    >;
  },
): Promise<Booking | null> {
  const rows = await db
    .update(bookings)
    .set({ ...set, linkVersion: version + 1 })
    .where(and(eq(bookings.id, id), eq(bookings.linkVersion, version)))
    .returning();
  return rows[0] ?? null;
}

/** Staff marking a no-show (or back): no link version change, the visitor's links still show the booking. */
export async function setNoShow(db: Db, { id, noShow }: { id: string; noShow: boolean }): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: noShow ? 'no_show' : 'confirmed' })
    .where(and(eq(bookings.id, id), inArray(bookings.status, noShow ? ['confirmed'] : ['no_show'])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Confirmed bookings starting within `withinMs` whose reminder has not gone. */
export async function listDueReminders(db: Db, { now, withinMs, limit }: { now: number; withinMs: number; limit: number }) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNull(bookings.reminderSentAt),
        gt(bookings.startAt, now),
        lte(bookings.startAt, now + withinMs),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(limit);
}

/** Claims a reminder (only one run sends it). */
export async function claimReminder(db: Db, { id, now }: { id: string; now: number }): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.reminderSentAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The account is being deleted: its bookings keep their details for staff but lose the link to the user. */
export async function detachUserBookings(db: Db, { userId }: { userId: string }) {
  await db.update(bookings).set({ userId: null }).where(eq(bookings.userId, userId));
}

// ---- the outbox ----

export type NewBookingMail = Pick<BookingMail, 'bookingId' | 'kind' | 'to' | 'subject' | 'text' | 'html'>;

export async function storeBookingMail(db: Db, mails: NewBookingMail[], now = Date.now()): Promise<BookingMail[]> {
  if (mails.length === 0) return [];
  return db
    .insert(bookingMail)
    .values(mails.map((m) => ({ ...m, id: crypto.randomUUID(), status: 'pending' as const, nextAttemptAt: now, createdAt: now })))
    .returning();
}

/** Pending mail whose next attempt is due, oldest first. */
export async function listDueBookingMail(db: Db, { now, limit }: { now: number; limit: number }): Promise<BookingMail[]> {
  return db
    .select()
    .from(bookingMail)
    .where(and(eq(bookingMail.status, 'pending'), lte(bookingMail.nextAttemptAt, now)))
    .orderBy(asc(bookingMail.nextAttemptAt))
    .limit(limit);
}

/** Takes one due message for an attempt by pushing its next attempt to `leaseUntil`; false when another run has it. */
export async function claimBookingMail(db: Db, { id, dueAt, leaseUntil }: { id: string; dueAt: number | null; leaseUntil: number }) {
  const rows = await db
    .update(bookingMail)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(bookingMail.id, id),
        eq(bookingMail.status, 'pending'),
        dueAt === null ? isNull(bookingMail.nextAttemptAt) : eq(bookingMail.nextAttemptAt, dueAt),
      ),
    )
    .returning({ id: bookingMail.id });
  return rows.length > 0;
}

export async function recordBookingMail(
  db: Db,
  {
    id,
    status,
    attempts,
    error,
    nextAttemptAt,
    now,
  }: { id: string; status: BookingMail['status']; attempts: number; error: string | null; nextAttemptAt: number | null; now: number },
) {
  await db
    .update(bookingMail)
    .set({ status, attempts, lastError: error, nextAttemptAt, sentAt: status === 'sent' ? now : null })
    .where(eq(bookingMail.id, id));
}

export async function listBookingMail(db: Db, { bookingId }: { bookingId: string }): Promise<BookingMail[]> {
  return db.select().from(bookingMail).where(eq(bookingMail.bookingId, bookingId)).orderBy(asc(bookingMail.createdAt));
}

/** Staff: the latest enquiry id from each of these addresses (bookings and enquiries are linked by email). */
export async function latestEnquiryByEmail(db: Db, { emails }: { emails: string[] }): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: enquiries.id, email: sql<string>`lower(${enquiries.email})`, createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(inArray(sql`lower(${enquiries.email})`, wanted))
    .orderBy(asc(enquiries.createdAt));
  return new Map(rows.map((r) => [r.email, r.id]));
}
