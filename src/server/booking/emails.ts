import { company, disclaimers } from '../../content/company';
import { BOOKING_TIME_ZONE, BOOKING_ZONE_LABEL, eventTypeBySlug, freeNote, payLaterNote } from '../../content/site/booking';
import type { NewBookingMail } from '../db/bookings';
import type { Booking } from '../db/schema';
import { googleCalendarLink, icsCalendar } from './ics';
import { cityOf, formatDateTime, formatTime, zoneAbbreviation } from './time';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A name for an email line: one line, at most 60 characters, no markup or links. */
const safeName = (name: string) =>
  name
    .replace(/[\r\n<>]/g, ' ')
    .replace(/https?:\/\/\S+/gi, '')
    .trim()
    .slice(0, 60);

/** "Monday 30 November 2026, 09:00-10:30 (London, GMT)" in a zone. */
export function whenIn(booking: Pick<Booking, 'startAt' | 'endAt'>, zone: string): string {
  return `${formatDateTime(booking.startAt, zone)}-${formatTime(booking.endAt, zone)} (${cityOf(zone)}, ${zoneAbbreviation(booking.startAt, zone)})`;
}

/** The visitor's time, and Dubai time beside it (once only when the visitor is on Dubai time). */
export function whenLines(booking: Pick<Booking, 'startAt' | 'endAt' | 'timeZone'>): [string, string][] {
  const own: [string, string] = ['Your time', whenIn(booking, booking.timeZone)];
  const dubai: [string, string] = [BOOKING_ZONE_LABEL.replace(/^./, (c) => c.toUpperCase()), whenIn(booking, BOOKING_TIME_ZONE)];
  return booking.timeZone === BOOKING_TIME_ZONE ? [dubai] : [own, dubai];
}

export type BookingLinks = { manage: string; reschedule: string; cancel: string; ics: string; staff: string };

const titleOf = (b: Booking) => eventTypeBySlug(b.eventType)?.title ?? 'Consultation';
const priceLine = (b: Booking): string => {
  const type = eventTypeBySlug(b.eventType);
  if (!type || type.priceUsd === 0) return freeNote;
  return `${type.priceLabel}. ${payLaterNote}`;
};

const LOCATION = 'Online (remote consultation): we email you how to join before the session';

/** The event as calendars see it (the .ics file and the Google Calendar link). */
export function calendarEvent(b: Booking, links: Pick<BookingLinks, 'manage'>, now = Date.now()) {
  return {
    uid: `${b.id}@booking.oasispeptidelab`,
    sequence: b.rescheduleCount,
    start: b.startAt,
    end: b.endAt,
    stamp: now,
    summary: `${titleOf(b)} with ${company.name}`,
    description: `${titleOf(b)} with ${company.name}.\nReschedule or cancel: ${links.manage}\n${disclaimers.notMedicalAdvice}`,
    location: LOCATION,
    url: links.manage,
    status: b.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    organizer: { name: company.name, email: company.email },
  };
}

export function bookingIcs(b: Booking, links: Pick<BookingLinks, 'manage'>, now = Date.now()): string {
  return icsCalendar(calendarEvent(b, links, now), { prodId: `-//${company.name}//Booking//EN` });
}

type Body = { intro: string[]; rows: [string, string][]; actions: [string, string][]; outro: string[] };

function render({ intro, rows, actions, outro }: Body): { text: string; html: string } {
  const text = [
    ...intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...actions.map(([label, href]) => `${label}: ${href}`),
    '',
    ...outro,
  ].join('\n');
  const html = [
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p>${actions.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' · ')}</p>`,
    ...outro.map((p) => `<p><small>${escapeHtml(p)}</small></p>`),
  ].join('\n');
  return { text, html };
}

const visitorActions = (b: Booking, links: BookingLinks): [string, string][] => [
  ['Add to calendar (.ics file)', links.ics],
  ['Add to Google Calendar', googleCalendarLink(calendarEvent(b, links))],
  ['Reschedule', links.reschedule],
  ['Cancel', links.cancel],
];

const visitorOutro = [
  'These links work without signing in; each change sends you fresh links.',
  `${disclaimers.notMedicalAdvice} ${disclaimers.adultsOnly}`,
  `${company.name} · ${company.email}`,
];

/** The visitor's confirmation (new booking or new time). */
export function confirmationMail(b: Booking, links: BookingLinks, { rescheduled = false } = {}): NewBookingMail {
  const title = titleOf(b);
  const body = render({
    intro: [
      `Hello ${safeName(b.name)},`,
      rescheduled ? `Your ${title} has moved to a new time.` : `Your ${title} with ${company.name} is booked.`,
    ],
    rows: [
      ['Session', `${title} (${eventTypeBySlug(b.eventType)?.durationLabel ?? ''})`],
      ...whenLines(b),
      ['Where', LOCATION],
      ['Price', priceLine(b)],
    ],
    actions: visitorActions(b, links),
    outro: visitorOutro,
  });
  return {
    bookingId: b.id,
    kind: rescheduled ? 'rescheduled' : 'confirmation',
    to: b.email,
    subject: `${rescheduled ? 'New time' : 'Booked'}: ${title}, ${formatDateTime(b.startAt, b.timeZone)} (${cityOf(b.timeZone)})`,
    ...body,
  };
}

export function reminderMail(b: Booking, links: BookingLinks): NewBookingMail {
  const title = titleOf(b);
  const body = render({
    intro: [`Hello ${safeName(b.name)},`, `A reminder: your ${title} with ${company.name} is tomorrow.`],
    rows: [...whenLines(b), ['Where', LOCATION], ['Price', priceLine(b)]],
    actions: visitorActions(b, links),
    outro: visitorOutro,
  });
  return {
    bookingId: b.id,
    kind: 'reminder',
    to: b.email,
    subject: `Reminder: ${title}, ${formatDateTime(b.startAt, b.timeZone)}`,
    ...body,
  };
}

export function cancelledMail(b: Booking, links: Pick<BookingLinks, 'manage'> & { book: string }): NewBookingMail {
  const title = titleOf(b);
  const body = render({
    intro: [`Hello ${safeName(b.name)},`, `Your ${title} has been cancelled. Nothing is owed.`],
    rows: whenLines(b),
    actions: [['Book another time', links.book]],
    outro: visitorOutro.slice(1),
  });
  return {
    bookingId: b.id,
    kind: 'cancelled',
    to: b.email,
    subject: `Cancelled: ${title}, ${formatDateTime(b.startAt, b.timeZone)}`,
    ...body,
  };
}

/** Staff are told of every new booking, new time and cancellation. */
export function staffMail(
  b: Booking,
  to: string,
  what: 'new' | 'rescheduled' | 'cancelled',
  links: Pick<BookingLinks, 'staff'>,
): NewBookingMail {
  const title = titleOf(b);
  const verb = { new: 'New booking', rescheduled: 'Rescheduled', cancelled: 'Cancelled' }[what];
  const body = render({
    intro: [`${verb}: ${title}.`],
    rows: [
      ['When (Dubai)', whenIn(b, BOOKING_TIME_ZONE)],
      ["Visitor's zone", b.timeZone],
      ['Name', b.name],
      ['Email', b.email],
      ['Phone', b.phone ?? '-'],
      ['Goals', b.goals ?? '-'],
      ['Signed in', b.userId ? 'yes' : 'no'],
    ],
    actions: [['Open the bookings list', links.staff]],
    outro: [],
  });
  return {
    bookingId: b.id,
    kind: 'staff',
    to,
    subject: `${verb}: ${title}, ${formatDateTime(b.startAt, BOOKING_TIME_ZONE)} Dubai`,
    ...body,
  };
}
