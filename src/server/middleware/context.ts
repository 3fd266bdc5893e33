import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { readConfig } from '../config';
import { getDb } from '../db/client';

/** Validated configuration, the database client and a request id for every handler. */
export const appContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('config', readConfig(c.env));
  c.set('db', getDb(c.env.DB));
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
  await next();
});
