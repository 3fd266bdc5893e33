import { DurableObject } from 'cloudflare:workers';

export type Interval = { start: number; end: number };
export type HoldResult = { ok: true; holdId: string; expiresAt: number } | { ok: false; reason: 'taken' };
export type ConfirmResult = { ok: true } | { ok: false; reason: 'taken' | 'not_found' };
export type CalendarBlock = { id: string; start: number; end: number; note: string };

type TimeRow = { start: number; end: number; buffer_ms: number };

/**
 * One calendar's single writer (one object per calendar, `idFromName(name)`): its holds, booked times and staff
 * blocks in the object's SQLite. Every method runs its SQL synchronously without awaiting in between, so the runtime
 * serialises concurrent calls and two overlapping times can never both be held or booked. The booking's details
 * (name, email...) live in D1 under the same id; this object keeps only times.
 */
export class BookingCalendar extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS holds (id TEXT PRIMARY KEY, visitor TEXT NOT NULL, start INTEGER NOT NULL, "end" INTEGER NOT NULL,
        buffer_ms INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS holds_visitor ON holds (visitor);
      CREATE TABLE IF NOT EXISTS bookings (id TEXT PRIMARY KEY, start INTEGER NOT NULL, "end" INTEGER NOT NULL, buffer_ms INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS bookings_start ON bookings (start);
      CREATE TABLE IF NOT EXISTS blocks (id TEXT PRIMARY KEY, start INTEGER NOT NULL, "end" INTEGER NOT NULL, note TEXT NOT NULL);
    `);
  }

  /** Busy time from `now` on: bookings and live holds widened by their buffers, and blocks as they are. */
  private busyIntervals(now: number, except: { hold?: string; booking?: string } = {}): Interval[] {
    this.sql.exec('DELETE FROM holds WHERE expires_at <= ?', now);
    const pad = (r: TimeRow) => ({ start: r.start - r.buffer_ms, end: r.end + r.buffer_ms });
    const bookings = this.sql
      .exec<TimeRow & { id: string }>('SELECT id, start, "end", buffer_ms FROM bookings WHERE "end" + buffer_ms > ?', now)
      .toArray()
      .filter((r) => r.id !== except.booking)
      .map(pad);
    const holds = this.sql
      .exec<TimeRow & { id: string }>('SELECT id, start, "end", buffer_ms FROM holds')
      .toArray()
      .filter((r) => r.id !== except.hold)
      .map(pad);
    const blocks = this.sql.exec<Interval>('SELECT start, "end" FROM blocks WHERE "end" > ?', now).toArray();
    return [...bookings, ...holds, ...blocks].map((i) => ({ start: i.start, end: i.end }));
  }

  /** Bookings and holds in `busy` already carry their buffers, so the new session is compared as it is. */
  private static overlaps(slot: Interval, busy: Interval[]) {
    return busy.some((b) => slot.start < b.end && b.start < slot.end);
  }

  /** What slot generation needs: every busy interval from `now` on (a booking being moved left out when named). */
  busy(now: number, exceptBooking?: string): Interval[] {
    return this.busyIntervals(now, { booking: exceptBooking });
  }

  /**
   * Holds a time for one visitor for `ttlMs`: a visitor has one hold at a time (a new one replaces theirs), and a
   * time that meets another hold or a booking (with buffers) is refused.
   */
  async hold(args: { visitor: string; start: number; end: number; bufferMs: number; ttlMs: number; now: number }): Promise<HoldResult> {
    const { visitor, start, end, bufferMs, ttlMs, now } = args;
    this.sql.exec('DELETE FROM holds WHERE visitor = ?', visitor);
    if (BookingCalendar.overlaps({ start, end }, this.busyIntervals(now))) return { ok: false, reason: 'taken' };
    const holdId = crypto.randomUUID();
    const expiresAt = now + ttlMs;
    this.sql.exec(
      'INSERT INTO holds (id, visitor, start, "end", buffer_ms, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      holdId,
      visitor,
      start,
      end,
      bufferMs,
      expiresAt,
    );
    await this.scheduleAlarm();
    return { ok: true, holdId, expiresAt };
  }

  /** The hold's time while it is live (for the details form), or null. */
  holdInfo(holdId: string, now: number): (Interval & { expiresAt: number; visitor: string }) | null {
    const row = this.sql
      .exec<{ start: number; end: number; expires_at: number; visitor: string }>(
        'SELECT start, "end", expires_at, visitor FROM holds WHERE id = ? AND expires_at > ?',
        holdId,
        now,
      )
      .toArray()[0];
    return row ? { start: row.start, end: row.end, expiresAt: row.expires_at, visitor: row.visitor } : null;
  }

  /**
   * Books [start, end) under `bookingId`. A live hold named by `holdId` for the same time is turned into the booking;
   * without one (it expired, or the visitor never held) the time is booked only if nothing else meets it.
   */
  confirm(args: { bookingId: string; holdId?: string; start: number; end: number; bufferMs: number; now: number }): ConfirmResult {
    const { bookingId, holdId, start, end, bufferMs, now } = args;
    const existing = this.sql.exec<Interval>('SELECT start, "end" FROM bookings WHERE id = ?', bookingId).toArray()[0];
    if (existing) return existing.start === start && existing.end === end ? { ok: true } : { ok: false, reason: 'taken' };
    const hold = holdId ? this.holdInfo(holdId, now) : null;
    const own = hold && hold.start === start && hold.end === end ? holdId : undefined;
    if (BookingCalendar.overlaps({ start, end }, this.busyIntervals(now, { hold: own }))) return { ok: false, reason: 'taken' };
    this.sql.exec('INSERT INTO bookings (id, start, "end", buffer_ms) VALUES (?, ?, ?, ?)', bookingId, start, end, bufferMs);
    if (own) this.sql.exec('DELETE FROM holds WHERE id = ?', own);
    return { ok: true };
  }

  /** Moves a booking to a new time in one step: the old time is free for it, everything else still counts. */
  reschedule(args: { bookingId: string; holdId?: string; start: number; end: number; bufferMs: number; now: number }): ConfirmResult {
    const { bookingId, holdId, start, end, bufferMs, now } = args;
    if (!this.sql.exec('SELECT 1 FROM bookings WHERE id = ?', bookingId).toArray().length) return { ok: false, reason: 'not_found' };
    const hold = holdId ? this.holdInfo(holdId, now) : null;
    const own = hold && hold.start === start && hold.end === end ? holdId : undefined;
    if (BookingCalendar.overlaps({ start, end }, this.busyIntervals(now, { hold: own, booking: bookingId }))) {
      return { ok: false, reason: 'taken' };
    }
    this.sql.exec('UPDATE bookings SET start = ?, "end" = ?, buffer_ms = ? WHERE id = ?', start, end, bufferMs, bookingId);
    if (own) this.sql.exec('DELETE FROM holds WHERE id = ?', own);
    return { ok: true };
  }

  /** Frees a booking's time (cancelled, or the visitor's account deleted). */
  release(bookingId: string): boolean {
    return this.sql.exec('DELETE FROM bookings WHERE id = ?', bookingId).rowsWritten > 0;
  }

  /** Staff block time (a holiday, a meeting). Existing bookings are kept; new ones cannot meet it. */
  block(args: { id: string; start: number; end: number; note: string }): void {
    this.sql.exec('INSERT INTO blocks (id, start, "end", note) VALUES (?, ?, ?, ?)', args.id, args.start, args.end, args.note);
  }

  unblock(id: string): boolean {
    return this.sql.exec('DELETE FROM blocks WHERE id = ?', id).rowsWritten > 0;
  }

  /** Blocks that have not ended, soonest first. */
  blocks(now: number): CalendarBlock[] {
    return this.sql.exec<CalendarBlock>('SELECT id, start, "end", note FROM blocks WHERE "end" > ? ORDER BY start', now).toArray();
  }

  private async scheduleAlarm() {
    const next = this.sql.exec<{ at: number | null }>('SELECT MIN(expires_at) AS at FROM holds').one().at;
    if (next === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next) await this.ctx.storage.setAlarm(next);
  }

  /** Expired holds go at their expiry, so a time left mid-form is free again without anyone asking. */
  override async alarm() {
    this.sql.exec('DELETE FROM holds WHERE expires_at <= ?', Date.now());
    await this.scheduleAlarm();
  }
}
