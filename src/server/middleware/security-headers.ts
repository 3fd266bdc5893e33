import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../../env';
import { contentSecurityPolicy, NO_INLINE, viteDev } from '../csp';

// interest-cohort is not in Hono's directive list; the header keeps it for browsers that still read it.
const permissionsPolicy = { camera: [], microphone: [], geolocation: [], payment: [], usb: [], interestCohort: [] } as Record<
  string,
  never[]
>;

// The CSP is not Hono's: a rendered page sets its own (src/server/render.tsx); every other response gets the one with
// no inline script or style (below). Both come from contentSecurityPolicy (src/server/csp.ts).
const otherHeaders = secureHeaders({
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

/** Security headers on every response the worker makes, pages and API alike (hono/secure-headers); HSTS over HTTPS only. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await otherHeaders(c, async () => {
    await next();
    // Streamed and static responses may have immutable headers: copy into a new Response before they are set.
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      c.res = new Response(c.res.body, c.res);
    }
  });
  if (new URL(c.req.url).protocol !== 'https:') c.res.headers.delete('Strict-Transport-Security');
  // A rendered page already carries the policy for what it inlines; anything else inlines nothing.
  if (!c.res.headers.has('Content-Security-Policy'))
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(NO_INLINE, viteDev()));
  // A response that sets or clears a cookie is never stored by a shared cache.
  const headers = c.res.headers;
  if (headers.has('Set-Cookie') && !/\bprivate\b/.test(headers.get('Cache-Control') ?? ''))
    headers.set('Cache-Control', 'private, no-store');
});
