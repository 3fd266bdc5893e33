import type { HitResult } from './rate-limiter-object';

type Hit = { id: number; at: number; windowMs: number };

/**
 * The RateLimiter's logic in memory, for Vite's dev server only (`npm run dev`): there the worker runs in one Node
 * process, where wrangler's platform proxy cannot reach a Durable Object class of the same worker. Synchronous, so
 * just as atomic within that one process. `npm start`, the tests and production use the Durable Object.
 */
export class MemoryLimiter {
  private static readonly keys = new Map<string, MemoryLimiter>();
  private hits: Hit[] = [];
  private next = 1;

  static for(key: string): MemoryLimiter {
    let limiter = MemoryLimiter.keys.get(key);
    if (!limiter) MemoryLimiter.keys.set(key, (limiter = new MemoryLimiter()));
    return limiter;
  }

  private inWindow(windowMs: number, now: number): Hit[] {
    this.hits = this.hits.filter((h) => h.at + h.windowMs > now);
    return this.hits.filter((h) => h.at > now - windowMs);
  }

  private retryAfter(rows: Hit[], limit: number, windowMs: number, now: number) {
    const blocking = rows[rows.length - limit];
    return blocking ? Math.max(1, Math.ceil((blocking.at + windowMs - now) / 1000)) : 1;
  }

  consume(limit: number, windowMs: number, cost = 1, now = Date.now()): HitResult {
    const rows = this.inWindow(windowMs, now);
    if (rows.length + cost > limit) {
      return {
        ok: false,
        limit,
        remaining: Math.max(0, limit - rows.length),
        retryAfterSeconds: this.retryAfter(rows, limit, windowMs, now),
        hit: null,
      };
    }
    let hit = 0;
    for (let i = 0; i < cost; i++) this.hits.push({ id: (hit = this.next++), at: now, windowMs });
    return { ok: true, limit, remaining: limit - rows.length - cost, retryAfterSeconds: 0, hit };
  }

  peek(limit: number, windowMs: number, now = Date.now()): HitResult {
    const rows = this.inWindow(windowMs, now);
    const ok = rows.length < limit;
    return {
      ok,
      limit,
      remaining: Math.max(0, limit - rows.length),
      retryAfterSeconds: ok ? 0 : this.retryAfter(rows, limit, windowMs, now),
      hit: null,
    };
  }

  release(hit: number) {
    this.hits = this.hits.filter((h) => h.id !== hit);
  }

  clear() {
    this.hits = [];
  }
}
