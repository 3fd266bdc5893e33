import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { errorResponse } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses state-changing requests that a browser did not send from this site (CSRF defence in depth beside SameSite). */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const origin = c.req.header('Origin');
  const allowed = new Set([new URL(c.req.url).origin]);
  const site = c.get('config').SITE_URL;
  if (site) allowed.add(new URL(site).origin);
  const fetchSite = c.req.header('Sec-Fetch-Site');
  const ok = origin ? allowed.has(origin) : fetchSite === 'same-origin';
  if (!ok) return errorResponse(c, 'forbidden:origin');
  return next();
});
