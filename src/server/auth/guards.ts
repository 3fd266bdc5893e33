import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { errorResponse } from '../errors';

/** For pages that need a signed-in user: visitors without a session are sent to /auth (302). */
export const requireUserPage = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) return c.redirect('/auth', 302);
  await next();
});

/** For JSON APIs that need a signed-in user: 401 with the standard error body otherwise. */
export const requireUserApi = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) return errorResponse(c, 'unauthorized:auth');
  await next();
});
