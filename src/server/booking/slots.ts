import type { WeeklyHours } from '../../content/site/booking';
import { addDays, dateKey, minutesOfDay, parseDateKey, wallTime, wallToUtc, weekdayOf } from './time';

export type Interval = { start: number; end: number };

export type SlotRules = {
  /** The schedule's own zone (the calendar's: Dubai). */
  zone: string;
  weeklyHours: WeeklyHours;
  /** Session length. */
  minutes: number;
  stepMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Why a start time cannot be booked, or 'ok'. `taken` covers bookings, holds and times staff blocked. */
export type StartVerdict = 'ok' | 'past' | 'notice' | 'horizon' | 'hours' | 'taken';

/** Every start time the schedule offers on one date of the calendar's zone, busy or not, as instants. */
export function startsOnDay(rules: SlotRules, day: string): number[] {
  const hours = rules.weeklyHours[weekdayOf(day)];
  const date = parseDateKey(day);
  if (!hours || !date) return [];
  const out: number[] = [];
  const close = minutesOfDay(hours.closes);
  for (let m = minutesOfDay(hours.opens); m + rules.minutes <= close; m += rules.stepMinutes) {
    const start = wallToUtc({ ...date, hour: Math.floor(m / 60), minute: m % 60 }, rules.zone);
    // A time skipped by a daylight-saving change is not offered.
    if (start === null) continue;
    // The session (its real length) must end by closing time on the same day: on the day clocks change, the wall
    // clock at its end differs from start + length.
    const end = wallTime(start + rules.minutes * MINUTE, rules.zone);
    const endKey = `${end.year}-${String(end.month).padStart(2, '0')}-${String(end.day).padStart(2, '0')}`;
    if (endKey !== day || end.hour * 60 + end.minute > close) continue;
    out.push(start);
  }
  return out;
}

/** True when [start, end) meets any busy interval (busy intervals already carry their buffers). */
export const overlaps = (slot: Interval, busy: Interval[]) => busy.some((b) => slot.start < b.end && b.start < slot.end);

/** The first and last start the rules allow at `now`. */
export function window(rules: SlotRules, now: number) {
  return { earliest: now + rules.minimumNoticeHours * HOUR, latest: now + rules.horizonDays * DAY };
}

/**
 * The free start times from `fromDay` (a date in the calendar's zone; default today) for `days` days, in order:
 * inside the weekly hours, at least the minimum notice from now, within the horizon, clear of every busy interval.
 */
export function freeSlots(
  rules: SlotRules,
  { now, busy, fromDay, days }: { now: number; busy: Interval[]; fromDay?: string; days?: number },
): Interval[] {
  const { earliest, latest } = window(rules, now);
  const first = fromDay ?? dateKey(now, rules.zone);
  const lastDay = dateKey(latest, rules.zone);
  const out: Interval[] = [];
  for (let day = first, n = 0; day <= lastDay && (days === undefined || n < days); day = addDays(day, 1), n++) {
    for (const start of startsOnDay(rules, day)) {
      const slot = { start, end: start + rules.minutes * MINUTE };
      if (start < earliest || start > latest || overlaps(slot, busy)) continue;
      out.push(slot);
    }
  }
  return out;
}

/** Whether `start` can be booked now, and if not, why. */
export function checkStart(rules: SlotRules, { now, busy, start }: { now: number; busy: Interval[]; start: number }): StartVerdict {
  if (start <= now) return 'past';
  const { earliest, latest } = window(rules, now);
  if (!startsOnDay(rules, dateKey(start, rules.zone)).includes(start)) return 'hours';
  if (start < earliest) return 'notice';
  if (start > latest) return 'horizon';
  if (overlaps({ start, end: start + rules.minutes * MINUTE }, busy)) return 'taken';
  return 'ok';
}

/** The next `count` free times at or after `after` (for a refusal's suggestions). */
export function nextFree(
  rules: SlotRules,
  { now, busy, after, count = 3 }: { now: number; busy: Interval[]; after: number; count?: number },
) {
  return freeSlots(rules, { now, busy })
    .filter((s) => s.start >= after)
    .slice(0, count);
}
