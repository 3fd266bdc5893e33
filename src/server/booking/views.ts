import { BOOKING_TIME_ZONE, eventTypeBySlug, type EventType } from '../../content/site/booking';
import type { BookingSummaryView, DayView, EventTypeView, SlotView } from '../../lib/booking-view';
import type { Booking } from '../db/schema';
import { whenIn } from './emails';
import type { Interval } from './slots';
import { cityOf, dateKey, formatDate, formatDateTime, formatShort, formatTime, isTimeZone, zoneAbbreviation } from './time';

/** Zones offered in the picker's list (the visitor's own is added when missing); any IANA name works in ?tz=. */
export const COMMON_ZONES = [
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Qatar',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'America/Sao_Paulo',
  'Atlantic/Reykjavik',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'UTC',
];

/** The zone a visitor sees: the one they chose (?tz=), else Cloudflare's guess from their address, else Dubai. */
export function visitorZone(requested: string | undefined, cfZone: unknown): string {
  if (requested && isTimeZone(requested)) return requested;
  if (typeof cfZone === 'string' && isTimeZone(cfZone)) return cfZone;
  return BOOKING_TIME_ZONE;
}

/** "London time (GMT)" / "Dubai time (GMT+4)". */
export const zoneName = (zone: string, at: number) => `${cityOf(zone)} time (${zoneAbbreviation(at, zone)})`;

export function zoneOptions(zone: string, at: number) {
  const zones = COMMON_ZONES.includes(zone) ? COMMON_ZONES : [zone, ...COMMON_ZONES];
  return zones.map((z) => ({ value: z, label: `${cityOf(z)} (${zoneAbbreviation(at, z)})${z === BOOKING_TIME_ZONE ? ', our time' : ''}` }));
}

export function slotView(start: number, zone: string): SlotView {
  const sameDay = dateKey(start, zone) === dateKey(start, BOOKING_TIME_ZONE);
  const dubai = sameDay ? formatTime(start, BOOKING_TIME_ZONE) : formatShort(start, BOOKING_TIME_ZONE);
  const own = zone === BOOKING_TIME_ZONE;
  return {
    start,
    time: formatTime(start, zone),
    dubai: own ? '' : `${dubai} Dubai`,
    full: own ? `${formatDateTime(start, zone)} Dubai time` : `${formatDateTime(start, zone)} ${cityOf(zone)} time (${dubai} Dubai time)`,
  };
}

/** Free times grouped by the visitor's own dates (a Dubai morning can be the previous evening in Honolulu). */
export function dayViews(slots: Interval[], zone: string): DayView[] {
  const days = new Map<string, DayView>();
  for (const s of slots) {
    const key = dateKey(s.start, zone);
    let day = days.get(key);
    if (!day) {
      day = { key, heading: formatDate(s.start, zone), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slotView(s.start, zone));
  }
  return [...days.values()];
}

export const typeView = (t: EventType): EventTypeView => ({
  slug: t.slug,
  title: t.title,
  durationLabel: t.durationLabel,
  priceLabel: t.priceLabel,
  priceUsd: t.priceUsd,
  description: t.description,
});

export function summaryView(b: Booking, now: number): BookingSummaryView {
  const type = eventTypeBySlug(b.eventType);
  return {
    id: b.id,
    title: type?.title ?? 'Consultation',
    durationLabel: type?.durationLabel ?? `${Math.round((b.endAt - b.startAt) / 60_000)} minutes`,
    priceLabel: type?.priceLabel ?? '',
    paid: (type?.priceUsd ?? 0) > 0,
    whenVisitor: whenIn(b, b.timeZone),
    whenDubai: whenIn(b, BOOKING_TIME_ZONE),
    sameZone: b.timeZone === BOOKING_TIME_ZONE,
    status: b.status,
    past: b.startAt <= now,
  };
}
