import { windowVerdict, type HitResult } from './rate-limit-window';

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

  private times(windowMs: number, now: number): number[] {
    this.hits = this.hits.filter((h) => h.at + h.windowMs > now);
    return this.hits.filter((h) => h.at > now - windowMs).map((h) => h.at);
  }

  consume(limit: number, windowMs: number, cost = 1, now = Date.now()): HitResult {
    const verdict = windowVerdict(this.times(windowMs, now), { limit, windowMs, cost, now, counting: true });
    if (!verdict.ok) return verdict;
    let hit = 0;
    for (let i = 0; i < cost; i++) this.hits.push({ id: (hit = this.next++), at: now, windowMs });
    return { ...verdict, hit };
  }

  peek(limit: number, windowMs: number, now = Date.now()): HitResult {
    return windowVerdict(this.times(windowMs, now), { limit, windowMs, cost: 1, now, counting: false });
  }

  release(hit: number) {
    this.hits = this.hits.filter((h) => h.id !== hit);
  }

  clear() {
    this.hits = [];
  }
}
