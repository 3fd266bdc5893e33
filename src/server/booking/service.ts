import { BOOKING_TIME_ZONE, bookingPolicy, defaultWeeklyHours, type EventType } from '../../content/site/booking';
import type { Config } from '../config';
import { changeBooking, detachUserBookings, insertBooking, listUpcomingForUser, type NewBooking } from '../db/bookings';
import type { Db } from '../db/client';
import type { Booking } from '../db/schema';
import type { RespondCode } from '../errors';
import type { Interval } from './calendar-object';
import { cancelledMail, confirmationMail, staffMail } from './emails';
import { storeAndSend } from './outbox';
import { linksFor } from './service-links';
import { checkStart, freeSlots, nextFree, type SlotRules, type StartVerdict } from './slots';

/** The one calendar the team books from (a Durable Object name); more calendars would be more names. */
export const CALENDAR = 'consultations';
export const BUFFER_MS = bookingPolicy.bufferMinutes * 60_000;
export const HOLD_MS = bookingPolicy.holdMinutes * 60_000;

export type CalendarEnv = { BOOKING_CALENDAR: Env['BOOKING_CALENDAR'] };
export const calendarStub = (env: CalendarEnv, name = CALENDAR) => env.BOOKING_CALENDAR.get(env.BOOKING_CALENDAR.idFromName(name));

export function rulesFor(type: EventType): SlotRules {
  return {
    zone: BOOKING_TIME_ZONE,
    weeklyHours: defaultWeeklyHours,
    minutes: type.minutes,
    stepMinutes: bookingPolicy.stepMinutes,
    minimumNoticeHours: bookingPolicy.minimumNoticeHours,
    horizonDays: bookingPolicy.horizonDays,
  };
}

/** Free times for a type: from the calendar's busy time (a booking being moved does not block itself). */
export async function availability(
  env: CalendarEnv,
  type: EventType,
  { now, fromDay, days, exceptBooking }: { now: number; fromDay?: string; days?: number; exceptBooking?: string },
) {
  const busy = await calendarStub(env).busy(now, exceptBooking);
  return { slots: freeSlots(rulesFor(type), { now, busy, fromDay, days }), busy };
}

export const VERDICT_CODES: Record<Exclude<StartVerdict, 'ok'>, RespondCode> = {
  past: 'bad_request:booking_past',
  notice: 'bad_request:booking_notice',
  horizon: 'bad_request:booking_horizon',
  hours: 'bad_request:booking_hours',
  taken: 'conflict:booking_taken',
};

export type Refusal = { ok: false; code: RespondCode; next: Interval[] };

/** The refusal for a time that cannot be booked, with the next free times to offer instead. */
function refusal(type: EventType, verdict: Exclude<StartVerdict, 'ok'>, busy: Interval[], start: number, now: number): Refusal {
  return { ok: false, code: VERDICT_CODES[verdict], next: nextFree(rulesFor(type), { now, busy, after: Math.max(start, now) }) };
}

/** Checks a start against the rules and the calendar, then holds it for the visitor (replacing any hold of theirs). */
export async function placeHold(
  env: CalendarEnv,
  { type, start, visitor, now }: { type: EventType; start: number; visitor: string; now: number },
): Promise<{ ok: true; holdId: string; expiresAt: number } | Refusal> {
  const stub = calendarStub(env);
  const busy = await stub.busy(now);
  const verdict = checkStart(rulesFor(type), { now, busy: [], start });
  if (verdict !== 'ok') return refusal(type, verdict, busy, start, now);
  const held = await stub.hold({ visitor, start, end: start + type.minutes * 60_000, bufferMs: BUFFER_MS, ttlMs: HOLD_MS, now });
  if (!held.ok) return refusal(type, 'taken', await stub.busy(now), start, now);
  return held;
}

export type BookingDeps = { env: CalendarEnv; db: Db; config: Config; siteUrl: string; fetcher?: typeof fetch; requestId?: string };
/** Sends work after the answer (the route's runAfterResponse); awaited directly in scripts and tests. */
export type After = (task: () => Promise<unknown>) => Promise<void>;

/**
 * Books a time: the rules first, then the calendar object (the one writer) turns the hold, or a free time, into a
 * booking; the details go to D1 and the emails to the outbox. If D1 refuses, the time is given back.
 */
export async function confirmBooking(
  deps: BookingDeps,
  after: After,
  {
    type,
    start,
    holdId,
    details,
    now,
  }: {
    type: EventType;
    start: number;
    holdId?: string;
    details: Omit<NewBooking, 'id' | 'calendar' | 'eventType' | 'startAt' | 'endAt'>;
    now: number;
  },
): Promise<{ ok: true; booking: Booking } | Refusal> {
  const stub = calendarStub(deps.env);
  const verdict = checkStart(rulesFor(type), { now, busy: [], start });
  if (verdict !== 'ok') return refusal(type, verdict, await stub.busy(now), start, now);
  const id = crypto.randomUUID();
  const end = start + type.minutes * 60_000;
  const result = await stub.confirm({ bookingId: id, holdId, start, end, bufferMs: BUFFER_MS, now });
  if (!result.ok) return refusal(type, 'taken', await stub.busy(now), start, now);
  let booking: Booking;
  try {
    booking = await insertBooking(deps.db, { ...details, id, calendar: CALENDAR, eventType: type.slug, startAt: start, endAt: end }, now);
  } catch (error) {
    await stub.release(id);
    throw error;
  }
  const links = await linksFor(deps.db, deps.siteUrl, booking);
  const mails = [
    confirmationMail(booking, links),
    ...(deps.config.STAFF_EMAIL ? [staffMail(booking, deps.config.STAFF_EMAIL, 'new', links)] : []),
  ];
  await after(() => storeAndSend(deps, mails));
  return { ok: true, booking };
}

/** Cancels a booking at `version` (the link's, or the current one for the account and staff); null when already changed. */
export async function cancelBooking(
  deps: BookingDeps,
  after: After,
  {
    booking,
    version,
    by,
    now,
    notify = true,
  }: { booking: Booking; version: number; by: NonNullable<Booking['cancelledBy']>; now: number; notify?: boolean },
): Promise<Booking | null> {
  const changed = await changeBooking(deps.db, {
    id: booking.id,
    version,
    set: { status: 'cancelled', cancelledAt: now, cancelledBy: by },
  });
  if (!changed) return null;
  await calendarStub(deps.env, booking.calendar).release(booking.id);
  if (notify) {
    const mails = [
      cancelledMail(changed, { manage: '', book: `${deps.siteUrl}/book` }),
      ...(deps.config.STAFF_EMAIL
        ? [staffMail(changed, deps.config.STAFF_EMAIL, 'cancelled', { staff: `${deps.siteUrl}/admin/bookings` })]
        : []),
    ];
    await after(() => storeAndSend(deps, mails));
  }
  return changed;
}

/** Moves a booking to a new start (checked like a new booking); the old time is freed in the same step. */
export async function rescheduleBooking(
  deps: BookingDeps,
  after: After,
  {
    booking,
    version,
    type,
    start,
    holdId,
    timeZone,
    now,
  }: { booking: Booking; version: number; type: EventType; start: number; holdId?: string; timeZone: string; now: number },
): Promise<{ ok: true; booking: Booking } | Refusal | { ok: false; code: 'bad_request:booking_link_used'; next: [] }> {
  const stub = calendarStub(deps.env, booking.calendar);
  const verdict = checkStart(rulesFor(type), { now, busy: [], start });
  if (verdict !== 'ok') return refusal(type, verdict, await stub.busy(now), start, now);
  const end = start + type.minutes * 60_000;
  const moved = await stub.reschedule({ bookingId: booking.id, holdId, start, end, bufferMs: BUFFER_MS, now });
  if (!moved.ok) return refusal(type, 'taken', await stub.busy(now), start, now);
  const changed = await changeBooking(deps.db, {
    id: booking.id,
    version,
    set: { startAt: start, endAt: end, timeZone, rescheduleCount: booking.rescheduleCount + 1, reminderSentAt: null },
  });
  if (!changed) {
    // Another change won: put the calendar back as D1 has it.
    await stub.reschedule({ bookingId: booking.id, start: booking.startAt, end: booking.endAt, bufferMs: BUFFER_MS, now });
    return { ok: false, code: 'bad_request:booking_link_used', next: [] };
  }
  const links = await linksFor(deps.db, deps.siteUrl, changed);
  const mails = [
    confirmationMail(changed, links, { rescheduled: true }),
    ...(deps.config.STAFF_EMAIL ? [staffMail(changed, deps.config.STAFF_EMAIL, 'rescheduled', links)] : []),
  ];
  await after(() => storeAndSend(deps, mails));
  return { ok: true, booking: changed };
}

/** Account deletion: every upcoming booking of the user is cancelled (times freed, visitor and staff told), then unlinked. */
export async function cancelBookingsOfUser(
  deps: BookingDeps,
  after: After,
  { userId, email, now }: { userId: string; email: string; now: number },
) {
  let cancelled = 0;
  for (const booking of await listUpcomingForUser(deps.db, { userId, email, now })) {
    if (await cancelBooking(deps, after, { booking, version: booking.linkVersion, by: 'account_deleted', now })) cancelled++;
  }
  await detachUserBookings(deps.db, { userId });
  return cancelled;
}
