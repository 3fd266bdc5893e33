import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BookingCalendar } from './calendar-object';

const MIN = 60_000;
const BUFFER = 15 * MIN;
/** A fresh calendar per test (one Durable Object per calendar name). */
const calendar = () => env.BOOKING_CALENDAR.get(env.BOOKING_CALENDAR.idFromName(`test-${crypto.randomUUID()}`));
const T = Date.parse('2026-12-01T05:00:00Z');
const NOW = Date.parse('2026-11-26T06:00:00Z');

describe('BookingCalendar: one writer per calendar', () => {
  it('50 parallel confirms of one time: exactly one succeeds', async () => {
    const cal = calendar();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        cal.confirm({ bookingId: crypto.randomUUID(), start: T, end: T + 90 * MIN, bufferMs: BUFFER, now: NOW }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'taken')).toHaveLength(49);
  });

  it('50 parallel confirms of overlapping sessions of different lengths: only non-overlapping ones succeed', async () => {
    const cal = calendar();
    // 90-, 45- and 20-minute sessions starting every 15 minutes across one morning, all at once.
    const tries = Array.from({ length: 50 }, (_, i) => {
      const minutes = [90, 45, 20][i % 3]!;
      const start = T + (i % 17) * 15 * MIN;
      return { bookingId: crypto.randomUUID(), start, end: start + minutes * MIN };
    });
    const results = await Promise.all(tries.map((t) => cal.confirm({ ...t, bufferMs: BUFFER, now: NOW })));
    const won = tries.filter((_, i) => results[i]!.ok);
    expect(won.length).toBeGreaterThan(0);
    // No two confirmed sessions overlap, and each keeps the 15-minute buffer from the next.
    const sorted = [...won].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start - sorted[i - 1]!.end).toBeGreaterThanOrEqual(BUFFER);
  });

  it('a 45-minute session cannot start inside a 90-minute one, nor within its buffer; it can after the buffer', async () => {
    const cal = calendar();
    expect(await cal.confirm({ bookingId: crypto.randomUUID(), start: T, end: T + 90 * MIN, bufferMs: BUFFER, now: NOW })).toEqual({
      ok: true,
    });
    const at = (offset: number) =>
      cal.confirm({ bookingId: crypto.randomUUID(), start: T + offset, end: T + offset + 45 * MIN, bufferMs: BUFFER, now: NOW });
    expect(await at(60 * MIN)).toEqual({ ok: false, reason: 'taken' });
    expect(await at(-45 * MIN)).toEqual({ ok: false, reason: 'taken' }); // ends at T, no buffer left
    expect(await at(90 * MIN)).toEqual({ ok: false, reason: 'taken' }); // straight after, inside the buffer
    expect(await at(105 * MIN)).toEqual({ ok: true });
    expect(await at(-60 * MIN)).toEqual({ ok: true });
  });

  it('a hold keeps the time from others, its holder confirms it, and one visitor holds one time at once', async () => {
    const cal = calendar();
    const held = await cal.hold({ visitor: 'a', start: T, end: T + 45 * MIN, bufferMs: BUFFER, ttlMs: 10 * MIN, now: NOW });
    expect(held.ok).toBe(true);
    expect(await cal.hold({ visitor: 'b', start: T, end: T + 45 * MIN, bufferMs: BUFFER, ttlMs: 10 * MIN, now: NOW })).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect((await cal.confirm({ bookingId: crypto.randomUUID(), start: T, end: T + 45 * MIN, bufferMs: BUFFER, now: NOW })).ok).toBe(false);
    // Visitor a picks another time: the first hold goes, so b can now hold it.
    const second = await cal.hold({
      visitor: 'a',
      start: T + 3 * 60 * MIN,
      end: T + 225 * MIN,
      bufferMs: BUFFER,
      ttlMs: 10 * MIN,
      now: NOW,
    });
    expect(second.ok).toBe(true);
    const b = await cal.hold({ visitor: 'b', start: T, end: T + 45 * MIN, bufferMs: BUFFER, ttlMs: 10 * MIN, now: NOW });
    expect(b.ok).toBe(true);
    if (!b.ok || !second.ok) return;
    expect(
      await cal.confirm({
        bookingId: crypto.randomUUID(),
        holdId: b.holdId,
        start: T,
        end: T + 45 * MIN,
        bufferMs: BUFFER,
        now: NOW + MIN,
      }),
    ).toEqual({ ok: true });
    expect(await cal.holdInfo(b.holdId, NOW + MIN)).toBeNull();
  });

  it('holds expire: the alarm deletes them at their expiry and the time is free again', async () => {
    const cal = calendar();
    const now = Date.now();
    const held = await cal.hold({ visitor: 'a', start: T, end: T + 20 * MIN, bufferMs: BUFFER, ttlMs: 1500, now });
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    await runInDurableObject(cal, async (_instance: BookingCalendar, state) => {
      expect(await state.storage.getAlarm()).toBe(held.expiresAt);
    });
    await new Promise((r) => setTimeout(r, 1700));
    // The alarm has fired by now (or runs here if the runtime has not got to it yet).
    await runDurableObjectAlarm(cal);
    // Read the table directly: only the alarm can have removed the hold (nothing else touched the object).
    await runInDurableObject(cal, (_instance: BookingCalendar, state) => {
      expect(state.storage.sql.exec('SELECT COUNT(*) AS n FROM holds').one().n).toBe(0);
    });
    expect((await cal.hold({ visitor: 'b', start: T, end: T + 20 * MIN, bufferMs: BUFFER, ttlMs: 60_000, now: Date.now() })).ok).toBe(true);
  });

  it('an expired hold no longer reserves the time even before the alarm runs', async () => {
    const cal = calendar();
    const held = await cal.hold({ visitor: 'a', start: T, end: T + 20 * MIN, bufferMs: BUFFER, ttlMs: 10 * MIN, now: NOW });
    expect(held.ok).toBe(true);
    const later = NOW + 11 * MIN;
    expect((await cal.confirm({ bookingId: crypto.randomUUID(), start: T, end: T + 20 * MIN, bufferMs: BUFFER, now: later })).ok).toBe(
      true,
    );
  });

  it('rescheduling frees the old time in the same step; blocks and releases work', async () => {
    const cal = calendar();
    const id = crypto.randomUUID();
    await cal.confirm({ bookingId: id, start: T, end: T + 45 * MIN, bufferMs: BUFFER, now: NOW });
    // Moving 30 minutes later overlaps only itself: allowed.
    expect(await cal.reschedule({ bookingId: id, start: T + 30 * MIN, end: T + 75 * MIN, bufferMs: BUFFER, now: NOW })).toEqual({
      ok: true,
    });
    expect(
      (await cal.confirm({ bookingId: crypto.randomUUID(), start: T - 60 * MIN, end: T - 15 * MIN, bufferMs: BUFFER, now: NOW })).ok,
    ).toBe(true);
    await cal.block({ id: crypto.randomUUID(), start: T + 4 * 60 * MIN, end: T + 8 * 60 * MIN, note: 'holiday' });
    expect(
      (
        await cal.confirm({
          bookingId: crypto.randomUUID(),
          start: T + 5 * 60 * MIN,
          end: T + 5 * 60 * MIN + 20 * MIN,
          bufferMs: BUFFER,
          now: NOW,
        })
      ).ok,
    ).toBe(false);
    expect(await cal.release(id)).toBe(true);
    expect(
      (await cal.confirm({ bookingId: crypto.randomUUID(), start: T + 30 * MIN, end: T + 75 * MIN, bufferMs: BUFFER, now: NOW })).ok,
    ).toBe(true);
    expect(await cal.reschedule({ bookingId: 'missing', start: T, end: T + MIN, bufferMs: 0, now: NOW })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});
