import { describe, expect, it } from 'vitest';
import { windowVerdict } from './rate-limit-window';

const rule = { limit: 3, windowMs: 60_000, cost: 1, now: 100_000, counting: true };

describe('windowVerdict', () => {
  it('counts a hit that fits and says what is left after it', () => {
    expect(windowVerdict([50_000, 60_000], rule)).toEqual({ ok: true, limit: 3, remaining: 0, retryAfterSeconds: 0, hit: null });
  });

  it('refuses past the limit, with the wait until the oldest blocking hit leaves the window', () => {
    expect(windowVerdict([50_000, 60_000, 70_000], rule)).toEqual({ ok: false, limit: 3, remaining: 0, retryAfterSeconds: 10, hit: null });
  });

  it('a peek reports what is left now without counting', () => {
    expect(windowVerdict([50_000], { ...rule, counting: false })).toMatchObject({ ok: true, remaining: 2 });
  });

  it('a cost larger than the room left is refused whole', () => {
    expect(windowVerdict([90_000], { ...rule, cost: 3 })).toMatchObject({ ok: false, remaining: 2, retryAfterSeconds: 1 });
  });
});
