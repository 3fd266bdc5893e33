import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { inlineStyleHashes } from '../assets';

/**
 * Scripts only from our origin (no inline script anywhere); JSON-LD is data and needs no script-src.
 * Inline <style> (critical CSS) is allowed by its SHA-256, computed at build time; never 'unsafe-inline'.
 */
export function contentSecurityPolicy(dev: boolean, styleHashes = inlineStyleHashes): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    dev ? "style-src 'self' 'unsafe-inline'" : ["style-src 'self'", ...styleHashes.map((h) => `'${h}'`)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every response the worker makes, pages and API alike. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  // Streamed and static responses may have immutable headers: copy into a new Response when needed.
  try {
    h.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  const headers = c.res.headers;
  // Only Vite's dev server (HMR, injected styles) needs the looser policy; tests run in 'test' mode.
  const devServer = import.meta.env?.MODE === 'development';
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', contentSecurityPolicy(devServer));
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (new URL(c.req.url).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  }
});
