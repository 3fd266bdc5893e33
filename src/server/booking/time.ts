// Time-zone arithmetic on Intl.DateTimeFormat (workerd carries full ICU): no library, no fixed offsets.

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

/** True for an IANA zone name the runtime knows ("Europe/London"); false for anything else. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `zone` at an instant. */
export function wallTime(utcMs: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(new Date(utcMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** The zone's offset from UTC at an instant, in milliseconds (Dubai: +4 h; London in summer: +1 h). */
export function zoneOffsetMs(utcMs: number, zone: string): number {
  const floored = Math.floor(utcMs / 60_000) * 60_000;
  return asUtc(wallTime(floored, zone)) - floored;
}

/**
 * The instant a wall-clock time in `zone` names, or null when that time does not exist there (skipped by a
 * daylight-saving change). An ambiguous time (repeated when clocks go back) resolves to its first occurrence.
 */
export function wallToUtc(w: WallTime, zone: string): number | null {
  const local = asUtc(w);
  const candidates = new Set([local - zoneOffsetMs(local, zone), local - zoneOffsetMs(local - zoneOffsetMs(local, zone), zone)]);
  for (const offsetProbe of [-3, 3]) candidates.add(local - zoneOffsetMs(local + offsetProbe * 3_600_000, zone));
  const matching = [...candidates].filter((t) => asUtc(wallTime(t, zone)) === local).sort((a, b) => a - b);
  return matching[0] ?? null;
}

/** "2026-11-30": the calendar date at an instant in `zone`. */
export function dateKey(utcMs: number, zone: string): string {
  const w = wallTime(utcMs, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** A "YYYY-MM-DD" date as numbers, or null when it is not a real date. */
export function parseDateKey(key: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : null;
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(key: string, days: number): string {
  const d = parseDateKey(key);
  if (!d) throw new Error(`not a date: ${key}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** Day of the week of a "YYYY-MM-DD" date, 0 = Sunday. */
export function weekdayOf(key: string): number {
  const d = parseDateKey(key)!;
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** "09:30" → minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, kind: 'date' | 'time' | 'full' | 'zone' | 'short'): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : kind === 'time'
          ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : kind === 'short'
            ? { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
            : kind === 'full'
              ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
              : { timeZoneName: 'short' };
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "Monday 30 November 2026" in `zone`. */
export const formatDate = (utcMs: number, zone: string) => formatter(zone, 'date').format(utcMs).replace(',', '');
/** "09:30" (24-hour) in `zone`. */
export const formatTime = (utcMs: number, zone: string) => formatter(zone, 'time').format(utcMs);
/** "Monday 30 November 2026, 09:30" in `zone`. */
export const formatDateTime = (utcMs: number, zone: string) => `${formatDate(utcMs, zone)}, ${formatTime(utcMs, zone)}`;
/** "Mon 30 Nov, 09:30" in `zone`. */
export const formatShort = (utcMs: number, zone: string) => formatter(zone, 'short').format(utcMs);

/** The zone's short name at an instant: "GMT", "GMT+1", "GMT+4" (Intl's own names, unambiguous). */
export function zoneAbbreviation(utcMs: number, zone: string): string {
  return (
    formatter(zone, 'zone')
      .formatToParts(utcMs)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}

/** "Europe/London" → "London"; "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const cityOf = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
