import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { authPathFor } from '../../lib/safe-next';
import { errorResponse } from '../errors';

/** For pages that need a signed-in user: visitors without a session are sent to /auth (302), and back here after. */
export const requireUserPage = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) {
    const url = new URL(c.req.url);
    c.header('Cache-Control', 'no-store');
    return c.redirect(authPathFor(url.pathname + url.search), 302);
  }
  await next();
});

/** For JSON APIs that need a signed-in user: 401 with the standard error body otherwise. */
export const requireUserApi = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) return errorResponse(c, 'unauthorized:auth');
  await next();
});
