// An iCalendar file (RFC 5545) for one booking: CRLF line ends, UTC times with Z, a stable UID, lines folded at 75 octets.

export type IcsEvent = {
  uid: string;
  /** Raised on every reschedule, so calendar apps replace the earlier copy. */
  sequence: number;
  start: number;
  end: number;
  stamp: number;
  summary: string;
  description: string;
  location: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer?: { name: string; email: string };
};

/** 20261130T090000Z */
export const icsUtc = (ms: number) =>
  new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const max = out.length === 0 ? 75 : 74; // continuation lines begin with one space
    if (octets + size > max) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function icsCalendar(event: IcsEvent, { prodId }: { prodId: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${icsText(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A Google Calendar "add event" link for the same event. */
export function googleCalendarLink(event: Pick<IcsEvent, 'start' | 'end' | 'summary' | 'description' | 'location'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsUtc(event.start)}/${icsUtc(event.end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
