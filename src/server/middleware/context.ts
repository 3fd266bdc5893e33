import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { readConfig } from '../config';
import { openDbSession } from '../db/session';

/** Validated configuration, the database client (a D1 session for requests that touch user data) and a request id. */
export const appContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('config', readConfig(c.env));
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
  const session = openDbSession(c);
  c.set('db', session.db);
  await next();
  session.done(c.res);
});
