import { DurableObject } from 'cloudflare:workers';
import { windowVerdict, type HitResult } from './rate-limit-window';

export type { HitResult };

type Row = { at: number };

/**
 * One limit key's counter (one object per key, `idFromName(key)`): a sliding log of hit times in the object's SQLite.
 * Each RPC runs its SQL synchronously, so concurrent calls are serialised by the runtime and the count is exact.
 * An alarm deletes the object's state once its last window has passed.
 */
export class RateLimiter extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private ready = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
  }

  // Created on use, since the cleanup alarm deletes the whole storage (table included).
  private ensureTable() {
    if (this.ready) return;
    this.sql.exec(
      'CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, window_ms INTEGER NOT NULL)',
    );
    this.ready = true;
  }

  /** Times of the hits inside the window, oldest first (expired hits are deleted on the way). */
  private times(windowMs: number, now: number): number[] {
    this.ensureTable();
    this.sql.exec('DELETE FROM hits WHERE at + window_ms <= ?', now);
    return this.sql
      .exec<Row>('SELECT at FROM hits WHERE at > ? ORDER BY at ASC, id ASC', now - windowMs)
      .toArray()
      .map((r) => r.at);
  }

  /** Counts `cost` hits when they fit under `limit` within the last `windowMs`; otherwise counts nothing. */
  async consume(limit: number, windowMs: number, cost = 1, now = Date.now()): Promise<HitResult> {
    const verdict = windowVerdict(this.times(windowMs, now), { limit, windowMs, cost, now, counting: true });
    if (!verdict.ok) return verdict;
    let hit = 0;
    for (let i = 0; i < cost; i++) {
      hit = this.sql.exec<{ id: number }>('INSERT INTO hits (at, window_ms) VALUES (?, ?) RETURNING id', now, windowMs).one().id;
    }
    await this.scheduleCleanup(now + windowMs);
    return { ...verdict, hit };
  }

  /** The state of the limit without counting anything. */
  peek(limit: number, windowMs: number, now = Date.now()): HitResult {
    return windowVerdict(this.times(windowMs, now), { limit, windowMs, cost: 1, now, counting: false });
  }

  /** Gives back one counted hit (an attempt that turned out not to count, such as a correct password). */
  release(hit: number): void {
    this.ensureTable();
    this.sql.exec('DELETE FROM hits WHERE id = ?', hit);
  }

  /** Forgets every hit of this key (for example an address's failures once it signs in). */
  clear(): void {
    this.ensureTable();
    this.sql.exec('DELETE FROM hits');
  }

  private async scheduleCleanup(at: number) {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current < at) await this.ctx.storage.setAlarm(at + 1000);
  }

  /** Old rate-limit state goes away with its window: expired hits are deleted, and an empty object keeps no storage. */
  override async alarm() {
    const now = Date.now();
    this.ensureTable();
    this.sql.exec('DELETE FROM hits WHERE at + window_ms <= ?', now);
    const next = this.sql.exec<{ last: number | null }>('SELECT MAX(at + window_ms) AS last FROM hits').one().last;
    if (next === null) {
      await this.ctx.storage.deleteAll();
      this.ready = false;
    } else await this.ctx.storage.setAlarm(next + 1000);
  }
}
