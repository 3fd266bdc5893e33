import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../../env';
import { inlineScriptHashes, inlineStyleHashes } from '../assets';

/**
 * Scripts only from our origin, plus the one boot script allowed by its SHA-256 (never 'unsafe-inline'); JSON-LD is
 * data and needs no script-src.
 * Inline <style> (critical CSS) is allowed by its SHA-256, computed at build time; never 'unsafe-inline'.
 */
export function cspDirectives(dev: boolean, styleHashes = inlineStyleHashes, scriptHashes = inlineScriptHashes) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleHashes.map((h) => `'${h}'`)],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    mediaSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

// interest-cohort is not in Hono's directive list; the header keeps it for browsers that still read it.
const permissionsPolicy = { camera: [], microphone: [], geolocation: [], payment: [], usb: [], interestCohort: [] } as Record<
  string,
  never[]
>;

const headersFor = (dev: boolean) =>
  secureHeaders({
    contentSecurityPolicy: cspDirectives(dev),
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy,
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    // Only the headers above: Hono's other defaults are left off so the set stays as it was.
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
const production = headersFor(false);
const devServer = headersFor(true);

/** Security headers on every response the worker makes, pages and API alike (hono/secure-headers); HSTS over HTTPS only. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  // Only Vite's dev server (HMR, injected styles) needs the looser policy; tests run in 'test' mode.
  const apply = import.meta.env?.MODE === 'development' ? devServer : production;
  await apply(c, async () => {
    await next();
    // Streamed and static responses may have immutable headers: copy into a new Response before they are set.
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      c.res = new Response(c.res.body, c.res);
    }
  });
  if (new URL(c.req.url).protocol !== 'https:') c.res.headers.delete('Strict-Transport-Security');
  // A rendered page allows only the inline styles it carries (a shorter header, and nothing else could apply).
  const styleHashes = c.get('styleHashes');
  const csp = c.res.headers.get('Content-Security-Policy');
  if (styleHashes && csp && apply === production)
    c.res.headers.set(
      'Content-Security-Policy',
      csp.replace(/style-src [^;]*/, `style-src ${["'self'", ...styleHashes.map((h) => `'${h}'`)].join(' ')}`),
    );
  // A response that sets or clears a cookie is never stored by a shared cache.
  const headers = c.res.headers;
  if (headers.has('Set-Cookie') && !/\bprivate\b/.test(headers.get('Cache-Control') ?? ''))
    headers.set('Cache-Control', 'private, no-store');
});
