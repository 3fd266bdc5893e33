import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { bookingCopy, bookingPolicy, eventTypeBySlug, eventTypes, type EventType } from '../content/site/booking';
import type { AppEnv } from '../env';
import type { BookingDetailsValues, PickerView } from '../lib/booking-view';
import { cleanLine, cleanText } from '../lib/clean-text';
import {
  BookDetailsPage,
  BookDonePage,
  BookIndexPage,
  BookManagePage,
  BookMessagePage,
  BookPickerPage,
  bookIndexMeta,
  bookMeta,
} from '../pages/booking/BookingPages';
import { runAfterResponse } from '../server/after-response';
import { randomToken } from '../server/auth/tokens';
import { readBookingToken } from '../server/booking/links';
import {
  availability,
  calendarStub,
  cancelBooking,
  confirmBooking,
  placeHold,
  rescheduleBooking,
  type After,
  type BookingDeps,
  type Refusal,
} from '../server/booking/service';
import { bookingIcs } from '../server/booking/emails';
import { linksFor } from '../server/booking/service-links';
import { addDays, dateKey, formatDateTime, formatTime, parseDateKey } from '../server/booking/time';
import { dayViews, slotView, summaryView, typeView, visitorZone, zoneName, zoneOptions } from '../server/booking/views';
import { BOOKING_TIME_ZONE } from '../content/site/booking';
import { findBooking, findUserBooking } from '../server/db/bookings';
import type { Booking } from '../server/db/schema';
import { appError, messageFor, report, statusOf, type AppError, type RespondCode } from '../server/errors';
import { clientIp, consumeRateLimit, hashedClientKey, hashedKey } from '../server/rate-limit';
import { renderPage } from '../server/render';
import { siteUrlFor } from '../server/site-url';
import { validationError } from '../server/validate';

/** Holds per address (a hold replaces the visitor's last one, so this only stops bots sweeping the calendar). */
export const HOLD_RATE_LIMIT = { limit: 30, windowSeconds: 600 };
/** Bookings per address, and per email address. */
export const BOOK_RATE_LIMIT_ADDRESS = { limit: 10, windowSeconds: 3600 };
export const BOOK_RATE_LIMIT_EMAIL = { limit: 3, windowSeconds: 3600 };
/** Reschedules and cancellations per booking link or account action, per address. */
export const CHANGE_RATE_LIMIT = { limit: 20, windowSeconds: 3600 };

const VISITOR_COOKIE = 'bkv';
const MAX_BODY = 16 * 1024;

const Start = z.coerce
  .number({ message: 'Please choose a time.' })
  .int({ message: 'Please choose a time.' })
  .positive({ message: 'Please choose a time.' });
const Tz = z.string().max(64).optional();
const HoldId = z
  .uuid()
  .optional()
  .or(z.literal('').transform(() => undefined));
const SingleLine = (max: number, message: string) =>
  z
    .string()
    .transform(cleanLine)
    .pipe(
      z
        .string()
        .min(1, { message })
        .max(max, { message: `Please keep this under ${max} characters.` }),
    );

export const BookingDetailsSchema = z.object({
  name: SingleLine(200, 'Please enter your name.'),
  email: z
    .string()
    .trim()
    .max(254, { message: 'Please enter a valid email address.' })
    .pipe(z.email({ message: 'Please enter a valid email address.' }))
    .transform((e) => e.toLowerCase()),
  phone: z
    .string()
    .optional()
    .default('')
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(40, { message: 'Please enter a phone number of up to 40 characters.' })
        .refine((v) => v === '' || /^\+?[0-9 ()\-.]{6,40}$/.test(v), { message: 'Please enter a valid phone number, or leave it empty.' }),
    )
    .transform((v) => (v ? v : null)),
  goals: z
    .string()
    .optional()
    .default('')
    .transform(cleanText)
    .pipe(z.string().max(1000, { message: 'Please keep your note under 1,000 characters.' }))
    .transform((v) => (v ? v : null)),
  adult: z.literal('yes', { message: 'Please confirm you are 18 or over: our consultations are for adults only.' }),
  start: Start,
  tz: Tz,
  hold: HoldId,
});

const PickerQuery = z.object({ tz: Tz, from: z.string().max(10).optional() });
const TokenField = z.object({ token: z.string().min(1).max(200) });

const after =
  (c: Context<AppEnv>): After =>
  (task) =>
    runAfterResponse(c, 'internal:booking_mail', task);

const depsFor = (c: Context<AppEnv>): BookingDeps => ({
  env: c.env,
  db: c.var.db,
  config: c.var.config,
  siteUrl: siteUrlFor(c),
  requestId: c.var.requestId,
});

const zoneOf = (c: Context<AppEnv>, requested?: string) =>
  visitorZone(requested, (c.req.raw as Request & { cf?: { timezone?: unknown } }).cf?.timezone);

function noStore(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
}

/** The visitor's hold identity: a random cookie (one hold per visitor at once). */
function visitorId(c: Context<AppEnv>): string {
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const id = randomToken();
  setCookie(c, VISITOR_COOKIE, id, {
    path: '/book',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: 24 * 3600,
  });
  return id;
}

async function formBody(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const body = await c.req.parseBody();
      return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
  } catch {
    return null;
  }
  return null;
}

const bodyCap = bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.text('Request too large.', 413) });

type PickerTarget = {
  type: EventType;
  zone: string;
  fromDay?: string;
  /** Where times are posted and the hidden fields besides `start`. */
  action: string;
  hidden: Record<string, string>;
  /** The GET address of this picker (for the zone form and paging), without tz/from. */
  base: string;
  baseQuery: Record<string, string>;
  heading: string;
  submitLabel: string;
  exceptBooking?: Booking;
};

/** Builds and renders the picker; `error` carries a refusal and the next free times. */
async function renderPicker(c: Context<AppEnv>, t: PickerTarget, error: { code: RespondCode; next: { start: number }[] } | null = null) {
  const now = Date.now();
  const today = dateKey(now, BOOKING_TIME_ZONE);
  const lastDay = dateKey(now + bookingPolicy.horizonDays * 86_400_000, BOOKING_TIME_ZONE);
  const from = t.fromDay && parseDateKey(t.fromDay) && t.fromDay > today && t.fromDay <= lastDay ? t.fromDay : today;
  // A booking being moved does not block itself (its buffers would hide the times beside it).
  const { slots: shown } = await availability(c.env, t.type, {
    now,
    fromDay: from,
    days: bookingPolicy.daysPerPage,
    exceptBooking: t.exceptBooking?.id,
  });
  const href = (day: string | null) => {
    if (!day) return null;
    const q = new URLSearchParams({ ...t.baseQuery, tz: t.zone, ...(day === today ? {} : { from: day }) });
    return `${t.base}?${q}`;
  };
  const earlier =
    from > today ? (addDays(from, -bookingPolicy.daysPerPage) < today ? today : addDays(from, -bookingPolicy.daysPerPage)) : null;
  const later = addDays(from, bookingPolicy.daysPerPage) <= lastDay ? addDays(from, bookingPolicy.daysPerPage) : null;
  const view: PickerView = {
    type: typeView(t.type),
    zone: { zone: t.zone, name: zoneName(t.zone, now), options: zoneOptions(t.zone, now) },
    days: dayViews(shown, t.zone),
    earlierHref: href(earlier),
    laterHref: href(later),
    action: t.action,
    hidden: { ...t.hidden, tz: t.zone },
    zoneAction: t.base,
    zoneHidden: { ...t.baseQuery, ...(from !== today ? { from } : {}) },
    error: error ? { message: messageFor(error.code), next: error.next.map((s) => slotView(s.start, t.zone)) } : null,
    heading: t.heading,
    submitLabel: t.submitLabel,
  };
  noStore(c);
  if (error) report(c, appError(error.code));
  // Only a new booking's picker is worth indexing; links with tokens and account pages are not.
  const indexable = t.base === `/book/${t.type.slug}`;
  return renderPage(c, bookMeta(`${t.heading}: ${t.type.title}`, t.base, !indexable), <BookPickerPage view={view} />, {
    status: error ? statusOf(error.code) : 200,
  });
}

function message(c: Context<AppEnv>, heading: string, error: AppError) {
  noStore(c);
  report(c, error);
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return renderPage(c, bookMeta(heading, '/book'), <BookMessagePage heading={heading} message={error.message} />, {
    status: statusOf(error.code),
  });
}

async function limited(c: Context<AppEnv>, rules: { key: string; limit: number; windowSeconds: number }[]): Promise<AppError | null> {
  for (const rule of rules) {
    const r = await consumeRateLimit(c.env, rule);
    if (!r.ok) return appError('rate_limit:booking', { retryAfterSeconds: r.retryAfterSeconds });
  }
  return null;
}

const addressKey = async (c: Context<AppEnv>, what: string) =>
  `booking-${what}:${await hashedClientKey(clientIp(c.req.raw), `booking-${what}`)}`;

/** A booking from a link's token: the booking when the link is current, or why not. */
async function fromToken(
  c: Context<AppEnv>,
  token: string,
): Promise<{ ok: true; booking: Booking; token: string } | { ok: false; error: AppError; booking?: Booking }> {
  const read = await readBookingToken(c.var.db, token);
  const booking = read.ok ? await findBooking(c.var.db, { id: read.id }) : null;
  if (!read.ok || !booking) return { ok: false, error: appError('not_found:booking_link') };
  if (read.version !== booking.linkVersion) return { ok: false, error: appError('bad_request:booking_link_used'), booking };
  return { ok: true, booking, token };
}

function doneHeading(rescheduled: boolean) {
  return rescheduled ? 'Your booking has moved' : bookingCopy.confirmedHeading;
}

export const bookingRoutes = new Hono<AppEnv>();

bookingRoutes.get('/book', (c) => renderPage(c, bookIndexMeta, <BookIndexPage types={eventTypes.map(typeView)} />));

// ---- reschedule and cancel links (no sign-in: the signed token is the proof; GET shows, POST acts) ----

bookingRoutes.get('/book/manage', async (c) => {
  const token = c.req.query('token') ?? '';
  const found = await fromToken(c, token);
  noStore(c);
  if (!found.ok) {
    // A used link of a cancelled booking still says what happened to it.
    if (found.booking?.status === 'cancelled') {
      return cancelledPage(c, 'Your booking', found.booking, Date.now());
    }
    return message(c, 'Booking link', found.error);
  }
  const q = encodeURIComponent(token);
  return renderPage(
    c,
    bookMeta('Your booking', '/book/manage'),
    <BookManagePage
      summary={summaryView(found.booking, Date.now())}
      proof={{ token }}
      cancelAction="/book/manage/cancel"
      rescheduleHref={`/book/manage/reschedule?token=${q}`}
      icsHref={`/book/manage/calendar.ics?token=${q}`}
      notice={null}
      error={null}
    />,
  );
});

/** A cancelled booking's page: what it was, that it is cancelled, and no actions left. */
function cancelledPage(c: Context<AppEnv>, title: string, booking: Booking, now: number) {
  return renderPage(
    c,
    bookMeta(title, '/book/manage'),
    <BookManagePage
      summary={summaryView(booking, now)}
      proof={{}}
      cancelAction=""
      rescheduleHref=""
      icsHref={null}
      notice={bookingCopy.cancelledHeading}
      error={null}
    />,
  );
}

bookingRoutes.post('/book/manage/cancel', bodyCap, async (c) => {
  const body = TokenField.safeParse(await formBody(c));
  if (!body.success) return message(c, 'Booking link', appError('not_found:booking_link'));
  const limit = await limited(c, [{ key: await addressKey(c, 'change'), ...CHANGE_RATE_LIMIT }]);
  if (limit) return message(c, 'Please wait', limit);
  const found = await fromToken(c, body.data.token);
  if (!found.ok)
    return message(c, 'Booking link', found.booking?.status === 'cancelled' ? appError('bad_request:booking_cancelled') : found.error);
  const now = Date.now();
  const cancelled = await cancelBooking(depsFor(c), after(c), {
    booking: found.booking,
    version: found.booking.linkVersion,
    by: 'visitor',
    now,
  });
  if (!cancelled) return message(c, 'Booking link', appError('bad_request:booking_link_used'));
  noStore(c);
  return cancelledPage(c, 'Booking cancelled', cancelled, now);
});

bookingRoutes.get('/book/manage/reschedule', async (c) => {
  const token = c.req.query('token') ?? '';
  const found = await fromToken(c, token);
  if (!found.ok)
    return message(c, 'Booking link', found.booking?.status === 'cancelled' ? appError('bad_request:booking_cancelled') : found.error);
  const type = eventTypeBySlug(found.booking.eventType);
  if (!type || found.booking.status !== 'confirmed') return message(c, 'Booking link', appError('bad_request:booking_cancelled'));
  const query = PickerQuery.safeParse(c.req.query());
  return renderPicker(c, {
    type,
    zone: query.success && query.data.tz ? zoneOf(c, query.data.tz) : found.booking.timeZone,
    fromDay: query.success ? query.data.from : undefined,
    action: '/book/manage/reschedule',
    hidden: { token },
    base: '/book/manage/reschedule',
    baseQuery: { token },
    heading: 'Choose a new time',
    submitLabel: 'Move my booking',
    exceptBooking: found.booking,
  });
});

bookingRoutes.post('/book/manage/reschedule', bodyCap, async (c) => {
  const raw = await formBody(c);
  const body = z.object({ token: z.string().min(1).max(200), start: Start, tz: Tz }).safeParse(raw);
  if (!body.success) {
    const token = TokenField.safeParse(raw);
    if (!token.success) return message(c, 'Booking link', appError('not_found:booking_link'));
    return c.redirect(`/book/manage/reschedule?token=${encodeURIComponent(token.data.token)}`, 303);
  }
  const limit = await limited(c, [{ key: await addressKey(c, 'change'), ...CHANGE_RATE_LIMIT }]);
  if (limit) return message(c, 'Please wait', limit);
  const found = await fromToken(c, body.data.token);
  if (!found.ok) return message(c, 'Booking link', found.error);
  return moveBooking(c, found.booking, body.data, {
    action: '/book/manage/reschedule',
    hidden: { token: body.data.token },
    base: '/book/manage/reschedule',
    baseQuery: { token: body.data.token },
  });
});

async function moveBooking(
  c: Context<AppEnv>,
  booking: Booking,
  input: { start: number; tz?: string },
  target: Pick<PickerTarget, 'action' | 'hidden' | 'base' | 'baseQuery'>,
  manageHref: string | null = null,
) {
  const type = eventTypeBySlug(booking.eventType);
  if (!type || booking.status !== 'confirmed') return message(c, 'Booking', appError('bad_request:booking_cancelled'));
  const zone = zoneOf(c, input.tz);
  const now = Date.now();
  const result = await rescheduleBooking(depsFor(c), after(c), {
    booking,
    version: booking.linkVersion,
    type,
    start: input.start,
    timeZone: zone,
    now,
  });
  if (!result.ok) {
    if (result.code === 'bad_request:booking_link_used') return message(c, 'Booking link', appError(result.code));
    return renderPicker(
      c,
      { type, zone, ...target, heading: 'Choose a new time', submitLabel: 'Move my booking', exceptBooking: booking },
      result,
    );
  }
  noStore(c);
  return renderPage(
    c,
    bookMeta('Booking moved', '/book/manage'),
    <BookDonePage summary={summaryView(result.booking, now)} heading={doneHeading(true)} manageHref={manageHref} />,
  );
}

bookingRoutes.get('/book/manage/calendar.ics', async (c) => {
  const found = await fromToken(c, c.req.query('token') ?? '');
  if (!found.ok) return message(c, 'Booking link', found.error);
  const links = await linksFor(c.var.db, siteUrlFor(c), found.booking);
  return c.body(bookingIcs(found.booking, links), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'attachment; filename="consultation.ics"',
    'Cache-Control': 'private, no-store',
  });
});

// ---- signed-in visitors: their own bookings from /account ----

const IdParam = z.object({ id: z.uuid() });

async function ownBooking(c: Context<AppEnv>): Promise<Booking | null> {
  const user = c.var.user;
  const params = IdParam.safeParse(c.req.param());
  if (!user || !params.success) return null;
  return findUserBooking(c.var.db, { userId: user.id, email: user.email, id: params.data.id });
}

bookingRoutes.get('/account/bookings/:id/reschedule', async (c) => {
  if (!c.var.user) return c.redirect(`/auth?next=${encodeURIComponent(c.req.path)}`, 302);
  const booking = await ownBooking(c);
  if (!booking) return c.notFound();
  const type = eventTypeBySlug(booking.eventType);
  if (!type || booking.status !== 'confirmed') return message(c, 'Booking', appError('bad_request:booking_cancelled'));
  const query = PickerQuery.safeParse(c.req.query());
  const base = `/account/bookings/${booking.id}/reschedule`;
  return renderPicker(c, {
    type,
    zone: query.success && query.data.tz ? zoneOf(c, query.data.tz) : booking.timeZone,
    fromDay: query.success ? query.data.from : undefined,
    action: base,
    hidden: {},
    base,
    baseQuery: {},
    heading: 'Choose a new time',
    submitLabel: 'Move my booking',
    exceptBooking: booking,
  });
});

bookingRoutes.post('/account/bookings/:id/reschedule', bodyCap, async (c) => {
  if (!c.var.user) return message(c, 'Sign in', appError('unauthorized:auth'));
  const booking = await ownBooking(c);
  if (!booking) return c.notFound();
  const body = z.object({ start: Start, tz: Tz }).safeParse(await formBody(c));
  const base = `/account/bookings/${booking.id}/reschedule`;
  if (!body.success) return c.redirect(base, 303);
  const limit = await limited(c, [{ key: await addressKey(c, 'change'), ...CHANGE_RATE_LIMIT }]);
  if (limit) return message(c, 'Please wait', limit);
  return moveBooking(c, booking, body.data, { action: base, hidden: {}, base, baseQuery: {} }, '/account#account-bookings-heading');
});

bookingRoutes.post('/account/bookings/:id/cancel', async (c) => {
  if (!c.var.user) return message(c, 'Sign in', appError('unauthorized:auth'));
  const booking = await ownBooking(c);
  if (!booking) return c.notFound();
  if (booking.status !== 'confirmed') return c.redirect('/account?done=booking-cancelled', 303);
  await cancelBooking(depsFor(c), after(c), { booking, version: booking.linkVersion, by: 'visitor', now: Date.now() });
  return c.redirect('/account?done=booking-cancelled', 303);
});

// ---- a new booking: pick a time (GET), hold it (POST), details (GET), confirm (POST) ----

const typeOf = (c: Context<AppEnv>) => eventTypeBySlug(c.req.param('type') ?? '');

function newBookingTarget(type: EventType, zone: string, fromDay?: string): PickerTarget {
  return {
    type,
    zone,
    fromDay,
    action: `/book/${type.slug}/hold`,
    hidden: {},
    base: `/book/${type.slug}`,
    baseQuery: {},
    heading: bookingCopy.chooseTime,
    submitLabel: 'Continue',
  };
}

bookingRoutes.get('/book/:type', async (c) => {
  const type = typeOf(c);
  if (!type) return c.notFound();
  const query = PickerQuery.safeParse(c.req.query());
  return renderPicker(
    c,
    newBookingTarget(type, zoneOf(c, query.success ? query.data.tz : undefined), query.success ? query.data.from : undefined),
  );
});

bookingRoutes.post('/book/:type/hold', bodyCap, async (c) => {
  const type = typeOf(c);
  if (!type) return c.notFound();
  const body = z.object({ start: Start, tz: Tz }).safeParse(await formBody(c));
  const zone = zoneOf(c, body.success ? body.data.tz : undefined);
  if (!body.success) return renderPicker(c, newBookingTarget(type, zone), { code: 'bad_request:booking_hours', next: [] });
  const limit = await limited(c, [{ key: await addressKey(c, 'hold'), ...HOLD_RATE_LIMIT }]);
  if (limit) return message(c, 'Please wait', limit);
  const held = await placeHold(c.env, { type, start: body.data.start, visitor: visitorId(c), now: Date.now() });
  if (!held.ok) return renderPicker(c, newBookingTarget(type, zone), held);
  const q = new URLSearchParams({ hold: held.holdId, start: String(body.data.start), tz: zone });
  noStore(c);
  return c.redirect(`/book/${type.slug}/details?${q}`, 303);
});

const DetailsQuery = z.object({ hold: HoldId, start: Start, tz: Tz });

async function renderDetails(
  c: Context<AppEnv>,
  type: EventType,
  input: { start: number; tz: string; hold?: string },
  state: {
    values: BookingDetailsValues;
    errors: Partial<Record<keyof BookingDetailsValues, string>>;
    formError: string | null;
    status?: number;
  },
) {
  const now = Date.now();
  const end = input.start + type.minutes * 60_000;
  const hold = input.hold ? await calendarStub(c.env).holdInfo(input.hold, now) : null;
  const live = hold && hold.start === input.start;
  const holdNote = live
    ? `We are holding this time for you until ${formatTime(hold.expiresAt, input.tz)} (${bookingPolicy.holdMinutes} minutes).`
    : 'This time is not held for you any more; we will book it if it is still free.';
  const whenV = `${formatDateTime(input.start, input.tz)}-${formatTime(end, input.tz)} (${zoneName(input.tz, input.start)})`;
  const whenD = `${formatDateTime(input.start, BOOKING_TIME_ZONE)}-${formatTime(end, BOOKING_TIME_ZONE)} (${zoneName(BOOKING_TIME_ZONE, input.start)})`;
  noStore(c);
  return renderPage(
    c,
    bookMeta('Your details', `/book/${type.slug}/details`),
    <BookDetailsPage
      type={typeView(type)}
      whenVisitor={whenV}
      whenDubai={whenD}
      sameZone={input.tz === BOOKING_TIME_ZONE}
      holdNote={holdNote}
      values={state.values}
      errors={state.errors}
      formError={state.formError}
      action={`/book/${type.slug}/confirm`}
      hidden={{ start: String(input.start), tz: input.tz, ...(input.hold ? { hold: input.hold } : {}) }}
      changeHref={`/book/${type.slug}?tz=${encodeURIComponent(input.tz)}`}
    />,
    { status: state.status ?? 200 },
  );
}

bookingRoutes.get('/book/:type/details', async (c) => {
  const type = typeOf(c);
  if (!type) return c.notFound();
  const query = DetailsQuery.safeParse(c.req.query());
  if (!query.success) return c.redirect(`/book/${type.slug}`, 302);
  const user = c.var.user;
  const values: BookingDetailsValues = { name: user?.fullName ?? '', email: user?.email ?? '', phone: '', goals: '', adult: false };
  return renderDetails(c, type, { ...query.data, tz: zoneOf(c, query.data.tz) }, { values, errors: {}, formError: null });
});

bookingRoutes.post('/book/:type/confirm', bodyCap, async (c) => {
  const type = typeOf(c);
  if (!type) return c.notFound();
  const raw = await formBody(c);
  if (!raw) return message(c, 'Booking', appError('bad_request:form'));
  const values: BookingDetailsValues = {
    name: raw.name ?? '',
    email: raw.email ?? '',
    phone: raw.phone ?? '',
    goals: raw.goals ?? '',
    adult: raw.adult === 'yes',
  };
  const parsed = BookingDetailsSchema.safeParse(raw);
  const start = Start.safeParse(raw.start);
  const zone = zoneOf(c, raw.tz);
  if (!start.success) return renderPicker(c, newBookingTarget(type, zone), { code: 'bad_request:booking_hours', next: [] });
  if (!parsed.success) {
    const error = validationError(parsed.error);
    report(c, { ...error, code: 'bad_request:booking' });
    return renderDetails(
      c,
      type,
      { start: start.data, tz: zone, hold: HoldId.safeParse(raw.hold).data },
      { values, errors: error.fields ?? {}, formError: messageFor('bad_request:booking'), status: 400 },
    );
  }
  const d = parsed.data;
  const limit = await limited(c, [
    { key: await addressKey(c, 'book'), ...BOOK_RATE_LIMIT_ADDRESS },
    { key: `booking-email:${await hashedKey(d.email, 'booking-email')}`, ...BOOK_RATE_LIMIT_EMAIL },
  ]);
  if (limit) {
    report(c, limit);
    noStore(c);
    c.header('Retry-After', String(limit.retryAfterSeconds ?? 60));
    return renderDetails(
      c,
      type,
      { start: d.start, tz: zone, hold: d.hold },
      { values, errors: {}, formError: limit.message, status: 429 },
    );
  }
  const result = await confirmBooking(depsFor(c), after(c), {
    type,
    start: d.start,
    holdId: d.hold,
    now: Date.now(),
    details: { timeZone: zone, name: d.name, email: d.email, phone: d.phone, goals: d.goals, userId: c.var.user?.id ?? null },
  });
  if (!result.ok) return renderPicker(c, newBookingTarget(type, zone), result as Refusal);
  noStore(c);
  return renderPage(
    c,
    bookMeta('Booked', `/book/${type.slug}`),
    <BookDonePage
      summary={summaryView(result.booking, Date.now())}
      heading={doneHeading(false)}
      manageHref={c.var.user ? '/account#account-bookings-heading' : null}
    />,
  );
});
