import { Hono } from 'hono';
import type { AppEnv } from './env';
import { appContext } from './server/middleware/context';
import { pageCache } from './server/middleware/page-cache';
import { sameOrigin } from './server/middleware/same-origin';
import { securityHeaders } from './server/middleware/security-headers';
import { runScheduledJobs } from './server/cron';
import { loadSession } from './server/middleware/session';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { bookingRoutes } from './routes/booking';
import { adminBookingRoutes } from './routes/admin-bookings';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { conversationRoutes } from './routes/conversations';
import { contactRoutes } from './routes/contact';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { feedbackRoutes } from './routes/feedback';
import { handoffRoutes } from './routes/handoff';
import { handleError, notFound } from './routes/errors';
import { pageRoutes } from './routes/pages';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';

const app = new Hono<AppEnv>();

app.use('*', securityHeaders);
app.use('*', appContext);
app.use('*', sameOrigin);
app.use('*', loadSession);
app.use('*', pageCache);

app.route('/', seoRoutes);
app.route('/', searchRoutes);
// Before pageRoutes: GET /contact?subject=... is answered by the contact routes.
app.route('/', contactRoutes);
app.route('/', adminRoutes);
app.route('/', adminBookingRoutes);
app.route('/', bookingRoutes);
app.route('/', authRoutes);
app.route('/', accountRoutes);
app.route('/', devMailboxRoutes);
app.route('/', chatRoutes);
app.route('/', handoffRoutes);
app.route('/', feedbackRoutes);
app.route('/', conversationRoutes);
app.route('/', pageRoutes);

app.notFound(notFound);
app.onError(handleError);

export default {
  fetch: app.fetch,
  // Every scheduled job, each through the one cron wrapper (src/server/cron.ts).
  scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    runScheduledJobs(env, ctx);
  },
};
export { app };
// Durable Object classes must be exported from the worker's entry.
export { RateLimiter } from './server/rate-limiter-object';
export { BookingCalendar } from './server/booking/calendar-object';
