import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMail, bookings } from '../server/db/schema';
import {
  ADMIN,
  STAFF_EMAIL,
  book,
  call,
  details,
  freeStarts,
  link,
  mailTo,
  outboxOf,
  post,
  startsIn,
  tokenOf,
  uniqueStart,
} from '../test/booking';
import { freshIp } from '../test/client';
import { db } from '../test/db';
import { visibleText } from '../test/http';
import { signedInUser, staffUser } from '../test/users';

describe('/book', () => {
  it('offers the three sessions with their lengths and prices from the content, and says "book now, pay later"', async () => {
    const res = await call('/book');
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    for (const s of [
      'Free Introductory Call',
      '20 minutes',
      'Initial Consultation',
      '90 minutes',
      '$297',
      'Follow-up Session',
      '45 minutes',
      '$147',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Book now, pay later');
  });

  it('the home page, the FAQ, the consultations page and /contact lead to /book; the promo bar keeps /contact', async () => {
    const home = await (await call('/')).text();
    expect(home).toMatch(/<a href="\/book" class="button[^"]*">Book Your FREE Consultation/);
    expect(home).toMatch(/<a href="\/contact" class="promo-link">Book Your FREE Consultation Today/);
    expect(await (await call('/education/faq')).text()).toMatch(/<a href="\/book" class="button[^"]*">Book Free Consultation/);
    const consultations = await (await call('/solutions/consultations')).text();
    expect(consultations).toContain('href="/book/initial-consultation"');
    expect(consultations).toContain('href="/book/follow-up"');
    const contact = await (await call('/contact')).text();
    expect(contact.indexOf('href="/book"')).toBeGreaterThan(-1);
    expect(contact.indexOf('href="/book"')).toBeLessThan(contact.indexOf('id="contact-form"'));
  });

  it('the picker is server HTML: radios named with the full date and time, the zone named, Dubai time beside', async () => {
    const res = await call('/book/initial-consultation?tz=Europe/London');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<form class="booking-picker" action="/book/initial-consultation/hold" method="post">');
    expect(html).toMatch(
      /<input type="radio" required="" aria-label="\w+day \d+ \w+ 20\d\d, \d\d:\d\d London time \((\w{3} \d+ \w{3}, )?\d\d:\d\d Dubai time\)" name="start" value="\d+"/,
    );
    expect(visibleText(html)).toMatch(/Times are shown in London time \(GMT(\+1)?\) ?, with Dubai time beside each/);
    expect(html).toContain('<option value="Europe/London" selected="">');
  });

  it('without a chosen zone the server uses Cloudflare’s guess, else Dubai; an unknown zone falls back', async () => {
    const guessed = await call('/book/follow-up', { cf: { timezone: 'America/New_York' } } as RequestInit);
    expect(visibleText(await guessed.text())).toContain('Times are shown in New York time');
    expect(visibleText(await (await call('/book/follow-up?tz=Not/AZone')).text())).toContain('Times are shown in Dubai time');
  });

  it('an unknown session is a 404', async () => {
    expect((await call('/book/massage')).status).toBe(404);
  });
});

describe('booking end to end without JavaScript', () => {
  it('hold, details, confirm: stored, emailed with times in both zones, calendar file, and working links', async () => {
    const start = await uniqueStart('initial-consultation');
    const ip = freshIp();
    const held = await post('/book/initial-consultation/hold', { start: String(start), tz: 'Europe/London' }, { ip });
    expect(held.status).toBe(303);
    const detailsPath = held.headers.get('Location')!;
    expect(detailsPath).toMatch(/^\/book\/initial-consultation\/details\?hold=[0-9a-f-]{36}&start=\d+&tz=Europe%2FLondon$/);
    const page = visibleText(await (await call(detailsPath)).text());
    expect(page).toContain('We are holding this time for you until');
    expect(page).toContain('Book now, pay later');
    expect(page).toContain('I confirm I am 18 or over.');

    const hold = new URL(detailsPath, 'http://x').searchParams.get('hold')!;
    const form = details();
    const res = await post('/book/initial-consultation/confirm', { ...form, start: String(start), tz: 'Europe/London', hold }, { ip });
    expect(res.status).toBe(200);
    const done = visibleText(await res.text());
    expect(done).toContain('Your consultation is booked');
    expect(done).toContain('Dubai time');

    const [row] = await db().select().from(bookings).where(eq(bookings.email, form.email));
    expect(row).toMatchObject({
      eventType: 'initial-consultation',
      startAt: start,
      endAt: start + 90 * 60_000,
      status: 'confirmed',
      timeZone: 'Europe/London',
    });

    const [mail] = await mailTo(form.email);
    expect(mail!.subject).toMatch(/^Booked: Initial Consultation, \w+day \d+ \w+ 2026, \d\d:\d\d \(London\)$/);
    expect(mail!.text).toMatch(/Your time: .* \(London, GMT\)/);
    expect(mail!.text).toMatch(/Dubai time \(GST\): \w+day \d+ \w+ 2026, \d\d:\d\d-\d\d:\d\d \(Dubai, GST\)/);
    expect(mail!.text).toContain('$297. Book now, pay later');
    expect(mail!.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    const staff = (await mailTo(STAFF_EMAIL)).find((m) => m.text.includes(form.email));
    expect(staff?.subject).toMatch(/^New booking: Initial Consultation/);

    const ics = await call(link(mail!, '/book/manage/calendar.ics'));
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const body = await ics.text();
    expect(body).toContain(`DTSTART:${new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    expect(body).toContain(`UID:${row!.id}@booking.oasispeptidelab\r\n`);

    // The manage link shows a page; only its button (a POST) cancels.
    const manage = link(mail!, '/book/manage');
    const shown = await call(manage);
    expect(shown.status).toBe(200);
    expect((await db().select().from(bookings).where(eq(bookings.id, row!.id)))[0]!.status).toBe('confirmed');
    const cancel = await post('/book/manage/cancel', { token: tokenOf(manage) });
    expect(cancel.status).toBe(200);
    expect(visibleText(await cancel.text())).toContain('Your booking is cancelled');
    expect((await db().select().from(bookings).where(eq(bookings.id, row!.id)))[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'visitor',
    });
    expect((await mailTo(form.email))[0]!.subject).toMatch(/^Cancelled: Initial Consultation/);

    // Single use: the same link cannot act again, and the time is free for someone else.
    const again = await post('/book/manage/cancel', { token: tokenOf(manage) });
    expect(again.status).toBe(400);
    expect(visibleText(await again.text())).toContain('This booking has been cancelled.');
    expect((await call(link(mail!, '/book/manage/reschedule'))).status).toBe(400);
    expect((await book('initial-consultation', start)).res.status).toBe(200);
  });

  it('reschedule by link: the time moves, the old link stops working, new links arrive', async () => {
    const first = await uniqueStart('follow-up');
    const { row, email } = await book('follow-up', first, { tz: 'America/New_York' });
    const [mail] = await mailTo(email);
    const reschedule = link(mail!, '/book/manage/reschedule');
    const page = await call(reschedule);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(visibleText(html)).toContain('Choose a new time');
    expect(visibleText(html)).toContain('New York time');
    const next = startsIn(html).find((s) => s !== first && Math.abs(s - first) > 3 * 3_600_000)!;
    const moved = await post('/book/manage/reschedule', { token: tokenOf(reschedule), start: String(next), tz: 'America/New_York' });
    expect(moved.status).toBe(200);
    expect(visibleText(await moved.text())).toContain('Your booking has moved');
    expect((await db().select().from(bookings).where(eq(bookings.id, row!.id)))[0]).toMatchObject({
      startAt: next,
      rescheduleCount: 1,
      linkVersion: 2,
    });

    const used = await post('/book/manage/reschedule', { token: tokenOf(reschedule), start: String(first), tz: 'America/New_York' });
    expect(used.status).toBe(400);
    expect(visibleText(await used.text())).toContain('This link has already been used');
    const [newMail] = await mailTo(email);
    expect(newMail!.subject).toMatch(/^New time: Follow-up Session/);
    expect(tokenOf(link(newMail!, '/book/manage'))).not.toBe(tokenOf(reschedule));
    expect((await call(link(newMail!, '/book/manage'))).status).toBe(200);
    // The old time is free again.
    expect((await book('follow-up', first)).res.status).toBe(200);
  });

  it('a forged or altered link is refused', async () => {
    const start = await uniqueStart('free-call');
    const { email } = await book('free-call', start);
    const token = tokenOf(link((await mailTo(email))[0]!, '/book/manage'));
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const res = await call(`/book/manage?token=${encodeURIComponent(altered)}`);
    expect(res.status).toBe(404);
    expect(visibleText(await res.text())).toContain('This booking link is not valid');
    expect((await post('/book/manage/cancel', { token: altered })).status).toBe(404);
  });
});

describe('times that cannot be booked', () => {
  it('a time held by someone else: 409, a clear message and the next free times', async () => {
    const start = await uniqueStart('initial-consultation');
    expect((await post('/book/initial-consultation/hold', { start: String(start), tz: 'Asia/Dubai' })).status).toBe(303);
    const res = await post('/book/initial-consultation/hold', { start: String(start), tz: 'Asia/Dubai' });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(visibleText(html)).toContain('Sorry, that time has just been taken. Please choose another time.');
    expect(visibleText(html)).toContain('The next free times:');
    const buttons = [...html.matchAll(/<button [^>]*>/g)].map((m) => m[0]).filter((b) => b.includes('name="start"'));
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons[0]).toMatch(/aria-label="\w+day \d+ \w+ 2026, \d\d:\d\d Dubai time"/);
  });

  it('past, too soon, too far ahead and out-of-hours times each get their message', async () => {
    const now = Date.now();
    const cases: [number, number, string][] = [
      [now - 3_600_000, 400, 'That time has already passed.'],
      [Math.floor((now + 3_600_000) / 1_800_000) * 1_800_000 + 1_800_000, 400, ''],
      [now + 40 * 86_400_000, 400, ''],
      [now + 2 * 86_400_000 + 7 * 60_000, 400, 'That time is outside our consultation hours.'],
    ];
    for (const [start, status, words] of cases) {
      const res = await post('/book/follow-up/hold', { start: String(start), tz: 'Asia/Dubai' });
      expect(res.status, new Date(start).toISOString()).toBe(status);
      const text = visibleText(await res.text());
      if (words) expect(text).toContain(words);
      else expect(text).toMatch(/hours' notice|outside our consultation hours|up to 30 days ahead/);
    }
  });

  it('10 visitors confirming one time at once over HTTP: exactly one booking', async () => {
    const start = await uniqueStart('follow-up');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/book/follow-up/confirm', { ...details(), start: String(start), tz: 'Asia/Dubai' }, { ip: freshIp() }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await db().select().from(bookings).where(eq(bookings.startAt, start))).toHaveLength(1);
  });

  it('bad details come back with their messages and what was typed', async () => {
    const start = await uniqueStart('free-call');
    const res = await post('/book/free-call/confirm', {
      name: 'Sam',
      email: 'not-an-email',
      phone: '',
      goals: 'x',
      start: String(start),
      tz: 'Asia/Dubai',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain('Please check the highlighted fields.');
    expect(visibleText(html)).toContain('Please enter a valid email address.');
    expect(visibleText(html)).toContain('Please confirm you are 18 or over');
    expect(html).toContain('value="not-an-email"');
    expect(await db().select().from(bookings).where(eq(bookings.startAt, start))).toHaveLength(0);
  });

  it('limits bookings per email address', async () => {
    const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await book('free-call', await uniqueStart('free-call'), { email })).res.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await book('free-call', await uniqueStart('free-call'), { email });
    expect(refused.res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(visibleText(refused.html)).toMatch(/You have made several bookings in a short time\. Please try again in \d+ minutes?\./);
  });
});

describe('accounts and staff', () => {
  it('signed in: the form is prefilled, /account lists the booking and cancels it; the export includes it', async () => {
    const user = await signedInUser({ name: 'Rania Saleh' });
    const start = await uniqueStart('follow-up');
    const held = await post('/book/follow-up/hold', { start: String(start), tz: 'Asia/Dubai' }, { cookie: user.cookie });
    const form = await (await call(held.headers.get('Location')!, { cookie: user.cookie })).text();
    expect(form).toContain('value="Rania Saleh"');
    expect(form).toContain(`value="${user.email}"`);
    const { res } = await book(
      'follow-up',
      await uniqueStart('follow-up'),
      { email: user.email, name: 'Rania Saleh' },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(200);
    const account = await (await call('/account', { cookie: user.cookie })).text();
    expect(visibleText(account)).toContain('Your bookings');
    expect(visibleText(account)).toContain('Follow-up Session');
    const [row] = await db().select().from(bookings).where(eq(bookings.userId, user.id));
    expect(account).toContain(`action="/account/bookings/${row!.id}/cancel"`);

    const exported = await post('/api/account/export', {}, { cookie: user.cookie });
    const data = (await exported.json()) as { bookings: { id: string; status: string }[] };
    expect(data.bookings.map((b) => b.id)).toContain(row!.id);

    // Someone else cannot cancel it.
    const stranger = await signedInUser();
    expect((await post(`/account/bookings/${row!.id}/cancel`, {}, { cookie: stranger.cookie })).status).toBe(404);
    const cancelled = await post(`/account/bookings/${row!.id}/cancel`, {}, { cookie: user.cookie });
    expect(cancelled.status).toBe(303);
    expect((await db().select().from(bookings).where(eq(bookings.id, row!.id)))[0]!.status).toBe('cancelled');
  });

  it('a booking made signed out with the account’s address shows on /account too; other addresses do not', async () => {
    const user = await signedInUser();
    const mine = await book('free-call', await uniqueStart('free-call'), { email: user.email });
    const other = await book('free-call', await uniqueStart('free-call'));
    const account = await (await call('/account', { cookie: user.cookie })).text();
    expect(account).toContain(`/account/bookings/${mine.row!.id}/cancel`);
    expect(account).not.toContain(other.row!.id);
    expect((await post(`/account/bookings/${other.row!.id}/cancel`, {}, { cookie: user.cookie })).status).toBe(404);
  });

  it('deleting the account cancels its upcoming bookings and frees their times', async () => {
    const user = await signedInUser();
    const start = await uniqueStart('free-call');
    await book('free-call', start, { email: user.email }, { cookie: user.cookie });
    const res = await call('/api/account/delete', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.email, user.email));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'account_deleted', userId: null });
    expect((await book('free-call', start)).res.status).toBe(200);
  });

  it('staff see upcoming bookings linked to enquiries, block a day, mark a no-show; others get 404', async () => {
    const staff = await staffUser({ email: ADMIN });
    const visitor = await signedInUser();
    expect((await call('/admin/bookings', { cookie: visitor.cookie })).status).toBe(404);
    const start = await uniqueStart('initial-consultation');
    const { row, email } = await book('initial-consultation', start);
    await post('/api/contact', {
      firstName: 'Nadia',
      lastName: 'Karim',
      email,
      phone: '',
      subject: 'Question',
      message: 'Hello there, a question.',
      sourcePath: '/contact',
    });
    const page = await (await call('/admin/bookings', { cookie: staff.cookie })).text();
    expect(page).toContain(`id="booking-${row!.id}"`);
    expect(page).toMatch(new RegExp(`${email}[\\s\\S]*?href="/admin/enquiries/[0-9a-f-]{36}">Their enquiry`));

    // Block the whole Dubai day of a free start: it disappears from the picker.
    const day = new Date(Date.now() + 20 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
    expect((await freeStarts('free-call', { from: day })).some((s) => new Date(s + 4 * 3_600_000).toISOString().startsWith(day))).toBe(
      true,
    );
    const blocked = await post(
      '/admin/bookings/blocks',
      { date: day, until: '', from: '', to: '', note: 'Holiday' },
      { cookie: staff.cookie },
    );
    expect(blocked.headers.get('Location')).toBe('/admin/bookings?done=blocked');
    expect((await freeStarts('free-call', { from: day })).some((s) => new Date(s + 4 * 3_600_000).toISOString().startsWith(day))).toBe(
      false,
    );
    // Not before it has started.
    expect((await post(`/admin/bookings/${row!.id}/no-show`, { noShow: 'yes' }, { cookie: staff.cookie })).status).toBe(404);
    await db()
      .update(bookings)
      .set({ startAt: Date.now() - 60_000 })
      .where(eq(bookings.id, row!.id));
    expect((await post(`/admin/bookings/${row!.id}/no-show`, { noShow: 'yes' }, { cookie: staff.cookie })).status).toBe(303);
    expect((await db().select().from(bookings).where(eq(bookings.id, row!.id)))[0]!.status).toBe('no_show');
  });
});

describe('emails are stored first and retried', () => {
  it('every booking email is in the outbox, marked sent once delivered', async () => {
    const { row } = await book('free-call', await uniqueStart('free-call'));
    const rows = await outboxOf(row!.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['confirmation', 'staff']);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(await db().select().from(bookingMail).where(eq(bookingMail.status, 'failed'))).toHaveLength(0);
  });
});
