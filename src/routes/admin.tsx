import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { EnquiriesPage, enquiriesMeta } from '../pages/admin/EnquiriesPage';
import { EnquiryPage, enquiryMeta } from '../pages/admin/EnquiryPage';
import { GapsPage, gapsMeta } from '../pages/admin/GapsPage';
import { InsightPage, insightMeta } from '../pages/admin/InsightPage';
import { feedbackCounts, notHelpfulAnswers, recentHandoffs, topQuestions, weeklyResolution } from '../server/db/insight';
import { listContentGaps } from '../server/db/content-gaps';
import { enquiriesCsv } from '../server/contact/csv';
import { ensureTotpSecret, isStaff, passSecondFactor, STAFF_SESSION_MS, staffMembership } from '../server/auth/staff';
import { otpauthUri } from '../server/auth/totp';
import { consumeRateLimit } from '../server/rate-limit';
import { log, messageFor } from '../server/errors';
import { qrMatrix, qrSvg } from '../server/qr/qr-code';
import { company } from '../content/company';
import { safeNext } from '../lib/safe-next';
import { StaffVerifyPage, staffVerifyMeta } from '../pages/admin/StaffVerifyPage';
import { findEnquiry, listEnquiries, markEnquiryHandled } from '../server/db/enquiries';
import { listBookingsByEmail } from '../server/db/bookings';
import { BOOKING_TIME_ZONE, eventTypeBySlug } from '../content/site/booking';
import { formatShort } from '../server/booking/time';
import { renderPage } from '../server/render';

const PAGE_SIZE = 50;
const CSV_MAX_ROWS = 10_000;

const IdParam = z.object({ id: z.uuid() });
const ListQuery = z.object({ before: z.coerce.number().int().positive().optional() });
const HandledForm = z.object({ back: z.enum(['list', 'detail']).default('detail') });

/**
 * Staff only. An enrolled member whose session has no second factor yet is sent to /admin/verify (and back); everyone
 * else, signed in or not, gets the ordinary 404 page, so the staff area's existence is not revealed.
 */
export const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  if (isStaff(c)) return next();
  const user = c.var.user;
  if (user && (await staffMembership(c.var.db, { userId: user.id }))) {
    const url = new URL(c.req.url);
    const back = c.req.method === 'GET' ? url.pathname + url.search : '/admin/enquiries';
    return c.redirect(`/admin/verify?next=${encodeURIComponent(back)}`, 302);
  }
  return c.notFound();
});

/** Where a code sends staff back to: a staff page only. */
const staffNext = (next: unknown) => {
  const safe = safeNext(typeof next === 'string' ? next : undefined);
  return safe.startsWith('/admin/') && !safe.startsWith('/admin/verify') ? safe : '/admin/enquiries';
};

/** Members only (enrolled, verified account); a 404 for everyone else. */
const memberOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  const user = c.var.user;
  if (!user || !c.var.sessionId || !(await staffMembership(c.var.db, { userId: user.id }))) return c.notFound();
  await next();
});

const STAFF_CODE_LIMIT = { limit: 5, windowSeconds: 600 };
const CodeForm = z.object({ code: z.string().max(20), next: z.string().max(512).optional() });

/** The staff area: the enquiry inbox (list, one enquiry, mark handled, CSV export), content gaps, and its second factor. */
export const adminRoutes = new Hono<AppEnv>();

async function verifyPage(c: Context<AppEnv>, error: string | null, status: 200 | 400 | 429 = 200) {
  const user = c.var.user!;
  const found = await staffMembership(c.var.db, { userId: user.id });
  const setupSecret = found?.member.totpConfirmedAt ? null : await ensureTotpSecret(c.var.db, { userId: user.id });
  const next = staffNext(c.req.query('next'));
  return renderPage(
    c,
    staffVerifyMeta,
    <StaffVerifyPage setupSecret={setupSecret} next={next} error={error} hoursValid={STAFF_SESSION_MS / 3_600_000} />,
    { hideChatLauncher: true, status },
  );
}

adminRoutes.get('/admin/verify', memberOnly, (c) => verifyPage(c, null));

// The QR code of the secret, only while it is not confirmed (afterwards nobody can read it back).
adminRoutes.get('/admin/verify/qr.svg', memberOnly, async (c) => {
  const user = c.var.user!;
  const found = await staffMembership(c.var.db, { userId: user.id });
  if (!found || found.member.totpConfirmedAt) return c.notFound();
  const secret = await ensureTotpSecret(c.var.db, { userId: user.id });
  const uri = otpauthUri({ secret, account: user.email, issuer: company.name });
  return c.body(qrSvg(qrMatrix(uri), 'QR code for your authenticator app'), 200, { 'Content-Type': 'image/svg+xml' });
});

adminRoutes.post(
  '/admin/verify',
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request too large.', 413) }),
  memberOnly,
  async (c) => {
    const user = c.var.user!;
    const form = CodeForm.safeParse(await c.req.parseBody().catch(() => ({})));
    const next = staffNext(form.success ? form.data.next : undefined);
    const limited = await consumeRateLimit(c.env, { key: `staff-code:${user.id}`, ...STAFF_CODE_LIMIT });
    if (!limited.ok) return verifyPage(c, messageFor('rate_limit:auth', { retryAfterSeconds: limited.retryAfterSeconds }), 429);
    const result = form.success
      ? await passSecondFactor(c.var.db, { userId: user.id, sessionId: c.var.sessionId!, code: form.data.code })
      : ({ ok: false, reason: 'code' } as const);
    if (!result.ok) {
      log(c, 'warn', 'staff second factor refused', { userId: user.id });
      return verifyPage(c, 'That code is not right or has already been used. Enter the current code from your authenticator app.', 400);
    }
    return c.redirect(next, 303);
  },
);

adminRoutes.get('/admin/enquiries.csv', staffOnly, async (c) => {
  const rows = await listEnquiries(c.var.db, { limit: CSV_MAX_ROWS });
  const day = new Date().toISOString().slice(0, 10);
  // The byte-order mark lets Excel open non-Latin names as UTF-8.
  return c.body('\uFEFF' + enquiriesCsv(rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
  });
});

adminRoutes.get('/admin/enquiries', staffOnly, async (c) => {
  const query = ListQuery.safeParse(c.req.query());
  const before = query.success ? query.data.before : undefined;
  const rows = await listEnquiries(c.var.db, { limit: PAGE_SIZE, before });
  const last = rows.at(-1);
  const olderHref = rows.length === PAGE_SIZE && last ? `/admin/enquiries?before=${last.createdAt}` : null;
  return renderPage(c, enquiriesMeta, <EnquiriesPage enquiries={rows} olderHref={olderHref} />, { hideChatLauncher: true });
});

adminRoutes.get('/admin/gaps', staffOnly, async (c) => {
  const gaps = await listContentGaps(c.var.db, { limit: 200 });
  return renderPage(c, gapsMeta, <GapsPage gaps={gaps} />, { hideChatLauncher: true });
});

const INSIGHT_DAYS = 30;

adminRoutes.get('/admin/insight', staffOnly, async (c) => {
  const now = Date.now();
  const since = now - INSIGHT_DAYS * 24 * 60 * 60 * 1000;
  const db = c.var.db;
  const [weeks, top, gaps, notHelpful, feedback, handoffs] = await Promise.all([
    weeklyResolution(db, { now, weeks: 8 }),
    topQuestions(db, { since, limit: 20 }),
    listContentGaps(db, { limit: 50 }),
    notHelpfulAnswers(db, { since, limit: 50 }),
    feedbackCounts(db, { since }),
    recentHandoffs(db, { since, limit: 50 }),
  ]);
  const unanswered = gaps
    .filter((g) => g.reason === 'unanswered')
    .map((g) => ({ example: g.example, count: g.count, page: g.page, lastSeen: g.lastSeen }));
  return renderPage(c, insightMeta, <InsightPage data={{ days: INSIGHT_DAYS, weeks, top, unanswered, notHelpful, feedback, handoffs }} />, {
    hideChatLauncher: true,
  });
});

adminRoutes.get('/admin/enquiries/:id', staffOnly, async (c) => {
  const params = IdParam.safeParse(c.req.param());
  const enquiry = params.success ? await findEnquiry(c.var.db, { id: params.data.id }) : null;
  if (!enquiry) return c.notFound();
  // Bookings from the same address, linked for staff.
  const bookings = (await listBookingsByEmail(c.var.db, { email: enquiry.email })).map((b) => ({
    id: b.id,
    label: `${eventTypeBySlug(b.eventType)?.title ?? 'Consultation'}, ${formatShort(b.startAt, BOOKING_TIME_ZONE)} Dubai (${b.status === 'no_show' ? 'no-show' : b.status})`,
  }));
  return renderPage(c, enquiryMeta(enquiry), <EnquiryPage enquiry={enquiry} bookings={bookings} />, { hideChatLauncher: true });
});

// Cross-site posts are already refused by the sameOrigin middleware; SameSite=Lax keeps the session cookie off them too.
adminRoutes.post(
  '/admin/enquiries/:id/handled',
  staffOnly,
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request too large.', 413) }),
  async (c) => {
    const params = IdParam.safeParse(c.req.param());
    if (!params.success) return c.notFound();
    const form = HandledForm.safeParse(await c.req.parseBody().catch(() => ({})));
    const { id } = params.data;
    if (!(await markEnquiryHandled(c.var.db, { id }))) return c.notFound();
    const back = form.success && form.data.back === 'list' ? '/admin/enquiries' : `/admin/enquiries/${id}`;
    return c.redirect(back, 303);
  },
);
