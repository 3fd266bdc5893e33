export type TimeFormatOptions = { locale?: string; timeZone?: string };

const HOUR_MS = 3_600_000;

/**
 * A conversation's last-activity time as the list shows it: under 24 hours old, the time (hour and minute);
 * under 168 hours (a week), the short weekday; older, the short month and day.
 */
export function formatConversationTime(timestamp: number, now: number = Date.now(), options: TimeFormatOptions = {}): string {
  const hours = (now - timestamp) / HOUR_MS;
  const format = (parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(options.locale, { ...parts, timeZone: options.timeZone }).format(new Date(timestamp));
  if (hours < 24) return format({ hour: 'numeric', minute: '2-digit' });
  if (hours < 168) return format({ weekday: 'short' });
  return format({ month: 'short', day: 'numeric' });
}
