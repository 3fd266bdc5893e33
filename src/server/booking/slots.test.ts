import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours, eventTypeBySlug } from '../../content/site/booking';
import { rulesFor } from './service';
import { checkStart, freeSlots, nextFree, startsOnDay, type SlotRules } from './slots';
import { dateKey, formatTime, wallToUtc, weekdayOf, zoneOffsetMs } from './time';
import { dayViews, slotView, visitorZone } from './views';

const initial = eventTypeBySlug('initial-consultation')!;
const followUp = eventTypeBySlug('follow-up')!;
const free = eventTypeBySlug('free-call')!;
const utc = (iso: string) => Date.parse(iso);
const H = 3_600_000;

describe('event types come from the content', () => {
  it('lengths and prices are the consultations page figures', () => {
    expect([free.minutes, initial.minutes, followUp.minutes]).toEqual([20, 90, 45]);
    expect([free.priceUsd, initial.priceUsd, followUp.priceUsd]).toEqual([0, 297, 147]);
  });

  it('the default schedule is the business hours: Mon-Fri 9-6, Sat 10-4, Sun closed', () => {
    expect(defaultWeeklyHours[1]).toEqual({ opens: '09:00', closes: '18:00' });
    expect(defaultWeeklyHours[5]).toEqual({ opens: '09:00', closes: '18:00' });
    expect(defaultWeeklyHours[6]).toEqual({ opens: '10:00', closes: '16:00' });
    expect(defaultWeeklyHours[0]).toBeNull();
  });
});

describe('Dubai schedule: start times', () => {
  const rules = rulesFor(initial);

  it('Monday 09:00 Dubai is 05:00 UTC; the last 90-minute start is 16:30 (ends at 18:00)', () => {
    const starts = startsOnDay(rules, '2026-11-30');
    expect(new Date(starts[0]!).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(formatTime(starts.at(-1)!, 'Asia/Dubai')).toBe('16:30');
    expect(starts).toHaveLength(16);
  });

  it('Saturday runs 10-4 and Sunday has no times', () => {
    expect(weekdayOf('2026-11-28')).toBe(6);
    const sat = startsOnDay(rules, '2026-11-28');
    expect(formatTime(sat[0]!, 'Asia/Dubai')).toBe('10:00');
    expect(formatTime(sat.at(-1)!, 'Asia/Dubai')).toBe('14:30');
    expect(startsOnDay(rules, '2026-11-29')).toEqual([]);
  });
});

describe('visitors across daylight-saving changes (Dubai has none)', () => {
  // Europe changes on 25 Oct 2026, the US on 1 Nov 2026: the same 09:00 Dubai start moves for them.
  const now = utc('2026-10-20T06:00:00Z');
  const slots = freeSlots(rulesFor(initial), { now, busy: [] });
  const atDubai = (day: string, time: string) =>
    slots.find((s) => dateKey(s.start, 'Asia/Dubai') === day && formatTime(s.start, 'Asia/Dubai') === time)!;
  const nineDubai = (day: string) => atDubai(day, '09:00');

  it('London: 06:00 BST before 25 October, 05:00 GMT after', () => {
    expect(slotView(nineDubai('2026-10-23').start, 'Europe/London').time).toBe('06:00');
    expect(slotView(nineDubai('2026-10-26').start, 'Europe/London').time).toBe('05:00');
    expect(slotView(nineDubai('2026-10-26').start, 'Europe/London').full).toBe(
      'Monday 26 October 2026, 05:00 London time (09:00 Dubai time)',
    );
  });

  it('Berlin: 07:00 CEST before, 06:00 CET after', () => {
    expect(slotView(nineDubai('2026-10-23').start, 'Europe/Berlin').time).toBe('07:00');
    expect(slotView(nineDubai('2026-10-26').start, 'Europe/Berlin').time).toBe('06:00');
  });

  it('New York: 01:00 EDT before 1 November, 00:00 EST after (and the day is the New York one)', () => {
    expect(slotView(nineDubai('2026-10-30').start, 'America/New_York').time).toBe('01:00');
    const after = nineDubai('2026-11-02').start;
    expect(slotView(after, 'America/New_York').time).toBe('00:00');
    expect(dateKey(after, 'America/New_York')).toBe('2026-11-02');
    expect(slotView(atDubai('2026-10-31', '10:00').start, 'America/New_York').time).toBe('02:00'); // Saturday
  });

  it('a schedule kept in a zone with daylight saving skips times that do not exist and keeps lengths true', () => {
    const berlin: SlotRules = { ...rulesFor(free), zone: 'Europe/Berlin', weeklyHours: { 0: { opens: '01:00', closes: '04:00' } } };
    // 29 March 2026: 02:00-03:00 does not exist in Berlin.
    expect(wallToUtc({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin')).toBeNull();
    const starts = startsOnDay(berlin, '2026-03-29').map((s) => formatTime(s, 'Europe/Berlin'));
    expect(starts).toEqual(['01:00', '01:30', '03:00', '03:30']);
    // A 60-minute session from 01:00 CET ends at 03:00 CEST, one real hour later; none may end after 04:00.
    const hour = startsOnDay({ ...berlin, minutes: 60 }, '2026-03-29').map((s) => formatTime(s, 'Europe/Berlin'));
    expect(hour).toEqual(['01:00', '01:30', '03:00']);
    // 25 October 2026: 02:30 happens twice; the first (CEST, 00:30 UTC) is used.
    expect(new Date(wallToUtc({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin')!).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zoneOffsetMs(utc('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(2 * H);
    expect(zoneOffsetMs(utc('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(1 * H);
  });
});

describe('the date line', () => {
  const now = utc('2026-11-26T06:00:00Z');
  const slots = freeSlots(rulesFor(followUp), { now, busy: [] });

  it('Honolulu sees Monday 09:00 Dubai on Sunday evening: days are grouped by the visitor’s own dates', () => {
    const mon9 = utc('2026-11-30T05:00:00Z');
    expect(slots.some((s) => s.start === mon9)).toBe(true);
    const view = slotView(mon9, 'Pacific/Honolulu');
    expect(view.time).toBe('19:00');
    expect(view.full).toBe('Sunday 29 November 2026, 19:00 Honolulu time (Mon 30 Nov, 09:00 Dubai time)');
    const days = dayViews(slots, 'Pacific/Honolulu');
    const sunday = days.find((d) => d.key === '2026-11-29')!;
    expect(sunday.heading).toBe('Sunday 29 November 2026');
    expect(sunday.slots.map((s) => s.start)).toContain(mon9);
    // Dubai's Sunday stays closed whatever the visitor's calendar says.
    expect(slots.some((s) => weekdayOf(dateKey(s.start, 'Asia/Dubai')) === 0)).toBe(false);
  });

  it('Auckland sees Saturday 10:00 Dubai at 19:00 the same Saturday, and Monday 09:00 at 18:00 Monday', () => {
    expect(slotView(utc('2026-11-28T06:00:00Z'), 'Pacific/Auckland').full).toBe(
      'Saturday 28 November 2026, 19:00 Auckland time (10:00 Dubai time)',
    );
    expect(slotView(utc('2026-11-30T05:00:00Z'), 'Pacific/Auckland').time).toBe('18:00');
    const days = dayViews(slots, 'Pacific/Auckland');
    expect(days.every((d, i) => i === 0 || d.key > days[i - 1]!.key)).toBe(true);
  });
});

describe('minimum notice and horizon (an injected clock)', () => {
  const rules = rulesFor(followUp);
  // Monday 30 November 2026, 00:00 Dubai.
  const now = utc('2026-11-29T20:00:00Z');

  it('nothing earlier than 12 hours from now: the first time is Monday 12:00 Dubai', () => {
    const first = freeSlots(rules, { now, busy: [] })[0]!;
    expect(first.start - now).toBeGreaterThanOrEqual(12 * H);
    expect(formatTime(first.start, 'Asia/Dubai')).toBe('12:00');
    expect(checkStart(rules, { now, busy: [], start: utc('2026-11-30T07:30:00Z') })).toBe('notice');
  });

  it('nothing later than 30 days ahead', () => {
    const slots = freeSlots(rules, { now, busy: [] });
    expect(slots.at(-1)!.start - now).toBeLessThanOrEqual(30 * 24 * H);
    expect(dateKey(slots.at(-1)!.start, 'Asia/Dubai')).toBe('2026-12-29');
    expect(checkStart(rules, { now, busy: [], start: utc('2026-12-31T05:00:00Z') })).toBe('horizon');
  });

  it('past, out-of-hours, off-grid and taken starts each get their reason', () => {
    expect(checkStart(rules, { now, busy: [], start: now - H })).toBe('past');
    expect(checkStart(rules, { now, busy: [], start: utc('2026-12-06T06:00:00Z') })).toBe('hours'); // a Sunday
    expect(checkStart(rules, { now, busy: [], start: utc('2026-12-01T13:30:00Z') })).toBe('hours'); // 17:30, would end 18:15
    expect(checkStart(rules, { now, busy: [], start: utc('2026-12-01T05:15:00Z') })).toBe('hours'); // 09:15, not offered
    const start = utc('2026-12-01T05:00:00Z');
    expect(checkStart(rules, { now, busy: [], start })).toBe('ok');
    expect(checkStart(rules, { now, busy: [{ start: start + 30 * 60_000, end: start + 60 * 60_000 }], start })).toBe('taken');
  });

  it('the next free times skip busy time', () => {
    const start = utc('2026-12-01T05:00:00Z');
    const next = nextFree(rules, { now, busy: [{ start, end: start + 2 * H }], after: start });
    expect(next.map((s) => formatTime(s.start, 'Asia/Dubai'))).toEqual(['11:00', '11:30', '12:00']);
  });
});

describe('the visitor’s zone', () => {
  it('a chosen zone wins, then Cloudflare’s, then Dubai; nonsense is ignored', () => {
    expect(visitorZone('Europe/London', 'America/New_York')).toBe('Europe/London');
    expect(visitorZone(undefined, 'America/New_York')).toBe('America/New_York');
    expect(visitorZone('Mars/Olympus', undefined)).toBe('Asia/Dubai');
    expect(visitorZone('<script>', 'nope')).toBe('Asia/Dubai');
  });
});
