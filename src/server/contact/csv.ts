import type { Enquiry } from '../db/schema';

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a formula (= + - @, or a leading tab or CR)
 * is prefixed with a quote so opening the export never runs what a visitor typed.
 */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

const columns: [string, (e: Enquiry) => string | number | null][] = [
  ['id', (e) => e.id],
  ['received_at', (e) => iso(e.createdAt)],
  ['first_name', (e) => e.firstName],
  ['last_name', (e) => e.lastName],
  ['email', (e) => e.email],
  ['phone', (e) => e.phone],
  ['subject', (e) => e.subject],
  ['message', (e) => e.message],
  ['source_path', (e) => e.sourcePath],
  ['relay_status', (e) => e.relayStatus],
  ['relay_attempts', (e) => e.relayAttempts],
  ['last_relay_error', (e) => e.lastRelayError],
  ['handled_at', (e) => iso(e.handledAt)],
  ['channel', (e) => e.channel],
];

/** The enquiries as a CSV document with a header row and CRLF line ends. */
export function enquiriesCsv(rows: Enquiry[]): string {
  const lines = [columns.map(([name]) => name).join(','), ...rows.map((e) => columns.map(([, get]) => csvCell(get(e))).join(','))];
  return lines.join('\r\n') + '\r\n';
}
