import { Hono } from 'hono';
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
import { isStaff } from '../server/auth/staff';
import { findEnquiry, listEnquiries, markEnquiryHandled } from '../server/db/enquiries';
import { renderPage } from '../server/render';

const PAGE_SIZE = 50;
const CSV_MAX_ROWS = 10_000;

const IdParam = z.object({ id: z.uuid() });
const ListQuery = z.object({ before: z.coerce.number().int().positive().optional() });
const HandledForm = z.object({ back: z.enum(['list', 'detail']).default('detail') });

/** Staff only; everyone else, signed in or not, gets the ordinary 404 page, so the inbox's existence is not revealed. */
const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isStaff(c.var.db, c.var.config, c.var.user))) return c.notFound();
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  await next();
});

/** The staff inbox for contact enquiries: list, one enquiry, mark handled, CSV export. */
export const adminRoutes = new Hono<AppEnv>();

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
  return renderPage(c, enquiryMeta(enquiry), <EnquiryPage enquiry={enquiry} />, { hideChatLauncher: true });
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
