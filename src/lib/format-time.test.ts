import { describe, expect, it } from 'vitest';
import { formatConversationTime } from './format-time';

const now = Date.UTC(2025, 5, 18, 15, 0); // Wednesday 18 June 2025, 15:00 UTC
const opts = { locale: 'en-US', timeZone: 'UTC' };
const hoursAgo = (h: number) => now - h * 3_600_000;

describe('formatConversationTime', () => {
  it('shows the time (hour and minute) under 24 hours', () => {
    expect(formatConversationTime(hoursAgo(0), now, opts)).toBe('3:00 PM');
    expect(formatConversationTime(Date.UTC(2025, 5, 18, 9, 5), now, opts)).toBe('9:05 AM');
    expect(formatConversationTime(hoursAgo(23.99), now, opts)).toBe('3:00 PM');
  });

  it('shows the short weekday from 24 hours up to 168 hours', () => {
    expect(formatConversationTime(hoursAgo(24), now, opts)).toBe('Tue');
    expect(formatConversationTime(hoursAgo(100), now, opts)).toBe('Sat');
    expect(formatConversationTime(hoursAgo(167.9), now, opts)).toBe('Wed');
  });

  it('shows the short month and day from 168 hours', () => {
    expect(formatConversationTime(hoursAgo(168), now, opts)).toBe('Jun 11');
    expect(formatConversationTime(Date.UTC(2024, 11, 25, 12), now, opts)).toBe('Dec 25');
  });

  it('treats a time slightly in the future (clock skew) as recent', () => {
    expect(formatConversationTime(now + 60_000, now, opts)).toBe('3:01 PM');
  });
});
