import { Hono } from 'hono';
import type { AppEnv } from './env';
import { readConfig } from './server/config';
import { getDb } from './server/db/client';
import { cleanupExpiredData } from './server/db/cleanup';
import { appContext } from './server/middleware/context';
import { pageCache } from './server/middleware/page-cache';
import { sameOrigin } from './server/middleware/same-origin';
import { securityHeaders } from './server/middleware/security-headers';
import { purgeExpiredEnquiries } from './server/contact/retention';
import { retryEnquiryRelays } from './server/contact/scheduled';
import { cleanupContentGaps } from './server/assistant/scheduled';
import { loadSession } from './server/middleware/session';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
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

/** The cron's housekeeping; logged, never thrown (the relay retries share the trigger). */
async function runCleanup(env: Env) {
  try {
    const deleted = await cleanupExpiredData(getDb(env.DB), { devMode: readConfig(env).DEV_MODE });
    console.log(JSON.stringify({ level: 'info', msg: 'cleanup', ...deleted }));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'cleanup failed', error: String(error) }));
  }
}

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
  scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(retryEnquiryRelays(env));
    ctx.waitUntil(runCleanup(env));
    ctx.waitUntil(cleanupContentGaps(env));
    ctx.waitUntil(purgeExpiredEnquiries(env));
  },
};
export { app };
// Durable Object classes must be exported from the worker's entry.
export { RateLimiter } from './server/rate-limiter-object';
