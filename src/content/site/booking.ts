import { company } from '../company';
import type { PageIntro } from '../schema';
import { consultations } from './solutions-subpages';

// Online booking (/book): the sessions a visitor can book, the default schedule and the rules staff can change.
// Lengths and prices come from the consultations content (solutions-subpages.ts) and the hours from company.ts:
// nothing here restates them.

/** The calendar's own time zone: the staff's schedule is kept in Dubai time (Gulf Standard Time, no daylight saving). */
export const BOOKING_TIME_ZONE = 'Asia/Dubai';
/** How the calendar's zone is named to visitors. */
export const BOOKING_ZONE_LABEL = 'Dubai time (GST)';

export type EventType = {
  /** The URL segment: /book/<slug>. */
  slug: string;
  title: string;
  minutes: number;
  /** Whole US dollars; 0 for the free call. */
  priceUsd: number;
  /** As the site states it: "$297", or "Free". */
  priceLabel: string;
  durationLabel: string;
  description: string;
};

const minutesOf = (duration: string): number => {
  const m = /^(\d+) minutes$/.exec(duration);
  if (!m) throw new Error(`consultation length "${duration}" must read "N minutes"`);
  return Number(m[1]);
};
const dollarsOf = (price: string): number => {
  const m = /^\$(\d+)$/.exec(price);
  if (!m) throw new Error(`consultation price "${price}" must read "$N"`);
  return Number(m[1]);
};

/**
 * The free introductory call: its length is stated here, the one place the site gives it. The spec gives no length;
 * 20 minutes is this build's choice, to be confirmed with the client.
 */
export const freeCall = {
  id: 'intro',
  title: 'Free Introductory Call',
  duration: '20 minutes',
  price: 'Free',
  description: 'A short call at no cost and with no obligation: tell us your goals, ask about our services, and we suggest where to start.',
} as const;

const paidSlug: Record<string, string> = { initial: 'initial-consultation', 'follow-up': 'follow-up' };

/** The three sessions /book offers, in the order shown. */
export const eventTypes: EventType[] = [
  {
    slug: 'free-call',
    title: freeCall.title,
    minutes: minutesOf(freeCall.duration),
    priceUsd: 0,
    priceLabel: freeCall.price,
    durationLabel: freeCall.duration,
    description: freeCall.description,
  },
  ...consultations.map((c) => ({
    slug: paidSlug[c.id] ?? c.id,
    title: c.title,
    minutes: minutesOf(c.duration),
    priceUsd: dollarsOf(c.price),
    priceLabel: c.price,
    durationLabel: c.duration,
    description: c.description,
  })),
];

/** Where a consultation of the consultations page (by its id) is booked. */
export const bookHrefFor = (consultationId: string) => `/book/${paidSlug[consultationId] ?? consultationId}`;

export const eventTypeBySlug = (slug: string): EventType | undefined => eventTypes.find((e) => e.slug === slug);

/** Day of the week as JavaScript numbers it (0 = Sunday) → opening hours in the calendar's zone, or null when closed. */
export type WeeklyHours = Record<number, { opens: string; closes: string } | null>;

const DAY_NUMBERS: Record<string, number[]> = { 'Mon-Fri': [1, 2, 3, 4, 5], Sat: [6], Sun: [0] };

/** The default schedule: the business hours from company.ts, in Dubai time. */
export const defaultWeeklyHours: WeeklyHours = Object.fromEntries(
  company.hours.flatMap((h) =>
    (DAY_NUMBERS[h.days] ?? []).map((day) => [day, h.opens && h.closes ? { opens: h.opens, closes: h.closes } : null]),
  ),
);

/** The rules of the calendar (staff change blocked days in /admin/bookings; these are the defaults). */
export const bookingPolicy = {
  /** Free time kept before and after every session. */
  bufferMinutes: 15,
  /** The earliest a session can start, counted from now. */
  minimumNoticeHours: 12,
  /** How far ahead visitors can book. */
  horizonDays: 30,
  /** Start times are offered every this many minutes from opening time. */
  stepMinutes: 30,
  /** How long a chosen time is held while the visitor fills in the form. */
  holdMinutes: 10,
  /** Days shown on one page of the picker. */
  daysPerPage: 7,
  /** When the reminder email goes out, before the start. */
  reminderHoursBefore: 24,
} as const;

export const bookingPage: PageIntro = {
  seo: {
    title: 'Book a Consultation | Oasis Peptide Lab',
    description:
      'Pick a time for a free introductory call, a 90-minute initial consultation or a 45-minute follow-up, shown in your own time zone with Dubai time beside it.',
    keywords: ['book consultation', 'free consultation', 'peptide consultation Dubai', 'online booking', 'remote consultation'],
  },
  eyebrow: 'Book online',
  heading: 'Book a consultation',
  intro:
    'Choose a session, then a time that suits you. Times are shown in your time zone, with Dubai time beside them. Sessions booked here are held remotely (to meet at our Dubai office instead, ask our team); they are educational, not medical advice, and for adults 18 and over.',
};

/** Said plainly on every paid session's pages and emails (no payment is taken online yet). */
export const payLaterNote =
  'Book now, pay later: nothing is charged online. We send payment details by email before your session, and you can cancel free of charge.';
export const freeNote = 'This call is free, with no obligation.';

export const bookingCopy = {
  chooseType: 'Which session would you like?',
  chooseTime: 'Choose a time',
  zoneHelp: 'If that is not your time zone, change it above.',
  noTimes: 'No free times in these days. Try later dates, or contact us and we will find a time.',
  holdNote: (minutes: number) => `We hold this time for you for ${minutes} minutes while you fill in your details.`,
  goalsHelp: 'Optional: a few words on what you would like to get out of the session.',
  adultLabel: 'I confirm I am 18 or over.',
  confirmedHeading: 'Your consultation is booked',
  confirmedEmail: 'We have emailed you the details, a calendar file, and links to reschedule or cancel.',
  cancelledHeading: 'Your booking is cancelled',
  contactInstead: 'Prefer to write to us? Use the contact form and we reply within 24 hours.',
} as const;
