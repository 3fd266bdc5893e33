/** What one hit against a limit answers; `hit` names the counted hit so a caller can give it back (a refund). */
export type HitResult = { ok: boolean; limit: number; remaining: number; retryAfterSeconds: number; hit: number | null };

/**
 * The sliding-window verdict for `cost` more hits, given the times of the hits still inside the window (oldest first).
 * Shared by the Durable Object and the dev-server stand-in so both count the same way. With `counting` false (a peek)
 * `remaining` is what is left now; otherwise it is what is left once the hits are counted.
 */
export function windowVerdict(
  times: number[],
  rule: { limit: number; windowMs: number; cost: number; now: number; counting: boolean },
): HitResult {
  const { limit, windowMs, cost, now, counting } = rule;
  const fits = times.length + cost <= limit;
  const left = Math.max(0, limit - times.length);
  if (fits) return { ok: true, limit, remaining: counting ? left - cost : left, retryAfterSeconds: 0, hit: null };
  // The hit whose expiry frees the first slot below the limit.
  const blocking = times[times.length - limit];
  const retryAfterSeconds = blocking === undefined ? 1 : Math.max(1, Math.ceil((blocking + windowMs - now) / 1000));
  return { ok: false, limit, remaining: left, retryAfterSeconds, hit: null };
}
