import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';

/** Anonymous HTML may be cached at the edge for 5 minutes and served stale for a day while it refreshes. */
export const ANONYMOUS_HTML_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/**
 * Sets cache headers on HTML: shareable for visitors without a session, private for signed-in users.
 * In production, anonymous GETs are also answered from the Cache API so the worker renders each page once per colo.
 */
export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const cacheable = c.req.method === 'GET' && !c.get('user') && !c.get('config').DEV_MODE && !c.req.header('Cookie')?.includes('sid=');
  const cache = cacheable && typeof caches !== 'undefined' ? (caches as unknown as { default: Cache }).default : null;
  const key = new Request(c.req.url, { method: 'GET' });
  if (cache) {
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit);
  }
  await next();
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  if (c.res.headers.has('Cache-Control')) return;
  c.res.headers.append('Vary', 'Cookie');
  if (c.get('user') || c.res.status >= 400 || c.get('sessionId') || c.res.headers.has('Set-Cookie')) {
    c.res.headers.set('Cache-Control', 'private, no-store');
    return;
  }
  c.res.headers.set('Cache-Control', ANONYMOUS_HTML_CACHE);
  if (cache && c.res.status === 200 && c.res.body) {
    const [forClient, forCache] = c.res.body.tee();
    const res = new Response(forClient, c.res);
    c.executionCtx.waitUntil(cache.put(key, new Response(forCache, c.res)));
    c.res = res;
  }
});
