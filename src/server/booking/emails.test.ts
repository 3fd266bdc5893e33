import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { bookingMail, bookings, type Booking } from '../db/schema';
import { env } from 'cloudflare:test';
import { db } from '../../test/db';
import { mailTo } from '../../test/booking';
import { bookingIcs, confirmationMail, staffMail } from './emails';
import { foldLine, icsText } from './ics';
import { retryBookingMail, sendDueReminders, storeAndSend } from './outbox';
import { linksFor } from './service-links';
import { bookingToken, readBookingToken } from './links';

const START = Date.parse('2026-12-01T05:00:00Z'); // Tuesday 09:00 Dubai

function sample(overrides: Partial<Booking> = {}): Booking {
  return {
    id: crypto.randomUUID(),
    calendar: 'consultations',
    eventType: 'initial-consultation',
    startAt: START,
    endAt: START + 90 * 60_000,
    timeZone: 'America/New_York',
    name: 'Zoë Ångström; "the, tester"',
    email: `zoe-${crypto.randomUUID().slice(0, 6)}@example.com`,
    phone: null,
    goals: 'Sleep and recovery',
    userId: null,
    status: 'confirmed',
    linkVersion: 1,
    cancelledAt: null,
    cancelledBy: null,
    rescheduleCount: 0,
    reminderSentAt: null,
    createdAt: START - 5 * 86_400_000,
    ...overrides,
  };
}

const links = { manage: 'https://site.example/book/manage?token=t', reschedule: 'r', cancel: 'c', ics: 'i', staff: 's' };

describe('the calendar file (RFC 5545)', () => {
  const ics = bookingIcs(sample(), links, Date.parse('2026-11-26T10:00:00Z'));

  it('uses CRLF line ends only, and UTC times with Z', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nDTSTART:20261201T050000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261201T063000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261126T100000Z\r\n');
    expect(ics).toMatch(/\r\nUID:[0-9a-f-]{36}@booking\.oasispeptidelab\r\n/);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('STATUS:CONFIRMED');
  });

  it('folds every line at 75 octets without splitting a character, and escapes text', () => {
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    // Unfolded, the description keeps its escaped newline.
    expect(ics.replace(/\r\n /g, '')).toMatch(
      /DESCRIPTION:Initial Consultation with Oasis Peptide Lab\.\\nReschedule or cancel: https:\/\/site\.example/,
    );
  });
});

describe('the emails', () => {
  it('the confirmation gives the visitor’s time and Dubai time, the links, and "pay later" for paid sessions', () => {
    const mail = confirmationMail(sample(), links);
    expect(mail.subject).toBe('Booked: Initial Consultation, Tuesday 1 December 2026, 00:00 (New York)');
    expect(mail.text).toContain('Your time: Tuesday 1 December 2026, 00:00-01:30 (New York, GMT-5)');
    expect(mail.text).toContain('Dubai time (GST): Tuesday 1 December 2026, 09:00-10:30 (Dubai, GST)');
    expect(mail.text).toContain('Price: $297. Book now, pay later');
    expect(mail.text).toContain('Reschedule: r');
    expect(mail.text).toContain('Cancel: c');
    expect(mail.text).toContain('Add to calendar (.ics file): i');
    expect(mail.text).toContain('not medical advice');
    expect(mail.html).toContain('Zoë Ångström; &quot;the, tester&quot;');
    expect(mail.html).not.toContain('"the, tester"');
  });

  it('the free call says it is free; a Dubai visitor sees Dubai time once', () => {
    const mail = confirmationMail(sample({ eventType: 'free-call', endAt: START + 20 * 60_000, timeZone: 'Asia/Dubai' }), links);
    expect(mail.text).toContain('This call is free');
    expect(mail.text).not.toContain('Your time:');
    expect(mail.text.match(/Dubai time/g)).toHaveLength(1);
  });

  it('staff get the details in Dubai time', () => {
    const mail = staffMail(sample({ phone: '+1 212 555 0100' }), 'staff@example.com', 'new', links);
    expect(mail.subject).toBe('New booking: Initial Consultation, Tuesday 1 December 2026, 09:00 Dubai');
    expect(mail.text).toContain('Phone: +1 212 555 0100');
    expect(mail.text).toContain("Visitor's zone: America/New_York");
  });
});

describe('signed links', () => {
  it('a token names its booking and version; a changed signature, id or version is refused', async () => {
    const b = { id: crypto.randomUUID(), linkVersion: 3 };
    const token = await bookingToken(db(), b);
    expect(await readBookingToken(db(), token)).toEqual({ ok: true, id: b.id, version: 3 });
    const [id, , sig] = token.split('.');
    expect((await readBookingToken(db(), `${id}.4.${sig}`)).ok).toBe(false);
    expect((await readBookingToken(db(), `${crypto.randomUUID()}.3.${sig}`)).ok).toBe(false);
    expect((await readBookingToken(db(), `${id}.3.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)).ok).toBe(false);
    expect((await readBookingToken(db(), 'nonsense')).ok).toBe(false);
  });
});

describe('the outbox: stored first, retried when the provider fails', () => {
  const config = () => ({ ...readConfig(env), DEV_MODE: false, EMAIL_API_KEY: 'key', EMAIL_API_URL: 'https://mail.example.test/send' });

  it('a refused send stays pending with a later attempt; the cron sends it once the provider answers', async () => {
    const b = sample();
    let up = false;
    const sent: string[] = [];
    const fetcher: typeof fetch = async (_input, init) => {
      if (!up) return new Response('down', { status: 503 });
      sent.push(JSON.parse(String(init?.body)).subject);
      return new Response('{}', { status: 200 });
    };
    let now = Date.now();
    await storeAndSend({ db: db(), config: config(), fetcher, now: () => now }, [confirmationMail(b, links)]);
    let [row] = await db().select().from(bookingMail).where(eq(bookingMail.bookingId, b.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('503');
    expect(row!.nextAttemptAt).toBe(now + 60_000);

    // Not yet due: nothing happens. Then due, and the provider is back.
    expect(await retryBookingMail({ db: db(), config: config(), fetcher, now: () => now + 30_000 })).toEqual({ sent: 0 });
    up = true;
    now += 61_000;
    expect((await retryBookingMail({ db: db(), config: config(), fetcher, now: () => now })).sent).toBeGreaterThanOrEqual(1);
    [row] = await db().select().from(bookingMail).where(eq(bookingMail.bookingId, b.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent).toContain(row!.subject);
  });

  it('the reminder goes 24 hours before, once, with working links, in dev mode to the mailbox', async () => {
    const now = Date.now();
    const b = sample({ startAt: now + 20 * 3_600_000, endAt: now + 21 * 3_600_000, createdAt: now - 3 * 86_400_000 });
    const later = sample({ startAt: now + 30 * 3_600_000, endAt: now + 31 * 3_600_000, createdAt: now - 3 * 86_400_000 });
    await db().insert(bookings).values([b, later]);
    const deps = { db: db(), config: readConfig(env), siteUrl: 'http://localhost', now: () => now };
    const first = await sendDueReminders(deps);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const [mail] = await mailTo(b.email);
    expect(mail!.subject).toMatch(/^Reminder: Initial Consultation/);
    const manage = (await linksFor(db(), 'http://localhost', b)).manage;
    expect(mail!.text).toContain(manage.replace('http://localhost', ''));
    expect(await mailTo(later.email)).toHaveLength(0);
    await sendDueReminders(deps);
    expect(await mailTo(b.email)).toHaveLength(1);
  });
});
