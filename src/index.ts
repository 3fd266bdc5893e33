import { Hono } from 'hono';
import type { AppEnv } from './env';
import { appContext } from './server/middleware/context';
import { pageCache } from './server/middleware/page-cache';
import { sameOrigin } from './server/middleware/same-origin';
import { securityHeaders } from './server/middleware/security-headers';
import { loadSession } from './server/middleware/session';
import { handleError, notFound } from './routes/errors';
import { pageRoutes } from './routes/pages';
import { seoRoutes } from './routes/seo';

const app = new Hono<AppEnv>();

app.use('*', securityHeaders);
app.use('*', appContext);
app.use('*', sameOrigin);
app.use('*', loadSession);
app.use('*', pageCache);

app.route('/', seoRoutes);
app.route('/', pageRoutes);

app.notFound(notFound);
app.onError(handleError);

export default {
  fetch: app.fetch,
};
export { app };
