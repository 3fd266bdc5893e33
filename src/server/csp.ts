/**
 * The Content-Security-Policy header, built in one place from what a response actually inlines.
 *
 * A rendered page (src/server/render.tsx) passes the hashes of its inline boot script and of each inline <style> it
 * carries (base critical CSS and its CSS groups), so its policy allows exactly those; every other response (JSON, the
 * plain error pages, assets) gets the policy with no inline script or style at all (the security-headers middleware).
 * Scripts come only from our origin plus the hashed boot script (never 'unsafe-inline'); JSON-LD is data and needs no
 * script-src. Only Vite's dev server (HMR, injected styles) gets 'unsafe-inline'.
 */
export type InlineHashes = {
  /** `sha256-…` of each inline <script> that runs (the boot script). */
  scripts: readonly string[];
  /** `sha256-…` of each inline <style>. */
  styles: readonly string[];
};

export const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/** True under Vite's dev server only (tests run in 'test' mode, the worker in production). */
export const viteDev = () => import.meta.env?.MODE === 'development';

export function contentSecurityPolicy(inline: InlineHashes, dev = false): string {
  const hashes = (list: readonly string[]) => list.map((h) => `'${h}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...hashes(inline.scripts)]],
    ['style-src', dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...hashes(inline.styles)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]],
    ['media-src', ["'self'", 'https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
