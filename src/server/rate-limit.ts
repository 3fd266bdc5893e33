/** Outcome of one attempt against a limit. */
export type RateLimitResult = { ok: boolean; limit: number; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window counter in KV: at most `limit` hits per `windowSeconds` for `key`.
 * KV is eventually consistent, so a burst across colos may slightly overshoot; that is acceptable for abuse limits.
 */
export async function consumeRateLimit(
  kv: KVNamespace,
  { key, limit, windowSeconds, now = Date.now() }: { key: string; limit: number; windowSeconds: number; now?: number },
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const storageKey = `rl:${key}:${windowStart}`;
  const used = Number((await kv.get(storageKey)) ?? '0');
  const retryAfterSeconds = Math.max(1, windowStart + windowSeconds - Math.floor(now / 1000));
  if (used >= limit) return { ok: false, limit, remaining: 0, retryAfterSeconds };
  // KV needs an expiry of at least 60 s; the key is useless after its window anyway.
  await kv.put(storageKey, String(used + 1), { expirationTtl: Math.max(60, windowSeconds + 60) });
  return { ok: true, limit, remaining: limit - used - 1, retryAfterSeconds: 0 };
}

/** A rate-limit key for a network address that never stores the address itself. */
export async function hashedClientKey(ip: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${ip}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The client's address as Cloudflare reports it (a fixed value locally, where there is none). */
export function clientIp(req: Request): string {
  return req.headers.get('CF-Connecting-IP') ?? req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '127.0.0.1';
}
