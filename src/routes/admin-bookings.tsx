import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { BOOKING_TIME_ZONE, eventTypeBySlug } from '../content/site/booking';
import type { AppEnv } from '../env';
import { BookingsPage, bookingsMeta } from '../pages/admin/BookingsPage';
import { runAfterResponse } from '../server/after-response';
import { calendarStub, cancelBooking } from '../server/booking/service';
import { addDays, formatShort, formatTime, minutesOfDay, parseDateKey, wallToUtc } from '../server/booking/time';
import { findBooking, latestEnquiryByEmail, listUpcomingBookings, setNoShow } from '../server/db/bookings';
import { renderPage } from '../server/render';
import { siteUrlFor } from '../server/site-url';
import { staffOnly } from './admin';

const NOTICES: Record<string, string> = {
  blocked: 'The time is blocked.',
  unblocked: 'The block is removed.',
  'no-show': 'Saved.',
  cancelled: 'The booking is cancelled; the visitor has been emailed.',
  'bad-block': 'Please give a date, and either no times or a start before the end, within the next year.',
};

const IdParam = z.object({ id: z.uuid() });
const Time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .optional()
  .or(z.literal('').transform(() => undefined));
const DateField = z.string().refine((v) => parseDateKey(v) !== null);
const BlockForm = z.object({
  date: DateField,
  until: DateField.optional().or(z.literal('').transform(() => undefined)),
  from: Time,
  to: Time,
  note: z.string().trim().max(200).default(''),
});

const cap = bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request too large.', 413) });
const form = async (c: Context<AppEnv>) => c.req.parseBody().catch(() => ({}));

/** Staff (beside /admin/enquiries): upcoming bookings, no-shows, cancelling, blocked time. */
export const adminBookingRoutes = new Hono<AppEnv>();

adminBookingRoutes.get('/admin/bookings', staffOnly, async (c) => {
  const now = Date.now();
  const bookings = await listUpcomingBookings(c.var.db, { now, limit: 200 });
  const enquiries = await latestEnquiryByEmail(c.var.db, { emails: bookings.map((b) => b.email) });
  const rows = bookings.map((b) => {
    const enquiry = enquiries.get(b.email.toLowerCase());
    return {
      id: b.id,
      title: eventTypeBySlug(b.eventType)?.title ?? b.eventType,
      when: `${formatShort(b.startAt, BOOKING_TIME_ZONE)}-${formatTime(b.endAt, BOOKING_TIME_ZONE)}`,
      startIso: new Date(b.startAt).toISOString(),
      visitorWhen: b.timeZone === BOOKING_TIME_ZONE ? null : `${formatShort(b.startAt, b.timeZone)} ${b.timeZone}`,
      name: b.name,
      email: b.email,
      phone: b.phone,
      goals: b.goals,
      status: b.status,
      started: b.startAt <= now,
      enquiryHref: enquiry ? `/admin/enquiries/${enquiry}` : null,
    };
  });
  const blocks = (await calendarStub(c.env).blocks(now)).map((b) => ({
    id: b.id,
    when: `${formatShort(b.start, BOOKING_TIME_ZONE)} to ${formatShort(b.end, BOOKING_TIME_ZONE)}`,
    note: b.note,
  }));
  const notice = NOTICES[c.req.query('done') ?? ''] ?? null;
  return renderPage(c, bookingsMeta, <BookingsPage rows={rows} blocks={blocks} notice={notice} />, { hideChatLauncher: true });
});

adminBookingRoutes.post('/admin/bookings/blocks', staffOnly, cap, async (c) => {
  const parsed = BlockForm.safeParse(await form(c));
  if (!parsed.success) return c.redirect('/admin/bookings?done=bad-block', 303);
  const { date, until = date, from, to, note } = parsed.data;
  const startDay = parseDateKey(date)!;
  const endDay = parseDateKey(until)!;
  const fromMin = from ? minutesOfDay(from) : 0;
  const toMin = to ? minutesOfDay(to) : 24 * 60;
  const start = wallToUtc({ ...startDay, hour: Math.floor(fromMin / 60), minute: fromMin % 60 }, BOOKING_TIME_ZONE);
  const lastDay = toMin === 24 * 60 ? parseDateKey(addDays(until, 1))! : endDay;
  const end = wallToUtc({ ...lastDay, hour: Math.floor((toMin % (24 * 60)) / 60), minute: toMin % 60 }, BOOKING_TIME_ZONE);
  const now = Date.now();
  if (start === null || end === null || end <= start || until < date || end < now || start > now + 366 * 86_400_000) {
    return c.redirect('/admin/bookings?done=bad-block', 303);
  }
  await calendarStub(c.env).block({ id: crypto.randomUUID(), start, end, note });
  return c.redirect('/admin/bookings?done=blocked', 303);
});

adminBookingRoutes.post('/admin/bookings/blocks/:id/delete', staffOnly, cap, async (c) => {
  const params = IdParam.safeParse(c.req.param());
  if (!params.success || !(await calendarStub(c.env).unblock(params.data.id))) return c.notFound();
  return c.redirect('/admin/bookings?done=unblocked', 303);
});

adminBookingRoutes.post('/admin/bookings/:id/no-show', staffOnly, cap, async (c) => {
  const params = IdParam.safeParse(c.req.param());
  if (!params.success) return c.notFound();
  const body = z.object({ noShow: z.enum(['yes', 'no']) }).safeParse(await form(c));
  if (!body.success) return c.redirect('/admin/bookings', 303);
  const booking = await findBooking(c.var.db, { id: params.data.id });
  if (!booking || booking.startAt > Date.now()) return c.notFound();
  await setNoShow(c.var.db, { id: booking.id, noShow: body.data.noShow === 'yes' });
  return c.redirect('/admin/bookings?done=no-show', 303);
});

adminBookingRoutes.post('/admin/bookings/:id/cancel', staffOnly, cap, async (c) => {
  const params = IdParam.safeParse(c.req.param());
  if (!params.success) return c.notFound();
  const booking = await findBooking(c.var.db, { id: params.data.id });
  if (!booking) return c.notFound();
  if (booking.status === 'confirmed') {
    await cancelBooking(
      { env: c.env, db: c.var.db, config: c.var.config, siteUrl: siteUrlFor(c), requestId: c.var.requestId },
      (task) => runAfterResponse(c, 'internal:booking_mail', task),
      { booking, version: booking.linkVersion, by: 'staff', now: Date.now() },
    );
  }
  return c.redirect('/admin/bookings?done=cancelled', 303);
});
