const NEXT_MAX = 512;
// Any control character (browsers drop tabs and newlines from URLs, which could turn "/\t/evil.com" into "//evil.com").
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The path to return to after signing in, or "/" when `next` is not a plain path on this site:
 * it must start with one "/", never "//" or a backslash, hold no control characters, and not lead back to /auth.
 */
export function safeNext(next: string | null | undefined): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > NEXT_MAX) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\') || CONTROL.test(next)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return '/';
  }
  // Encoded tricks ("/%2F%2Fevil.com", "/%5Cevil.com") are refused too, in case something decodes before redirecting.
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded)) return '/';
  const url = new URL(next, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return '/';
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return url.pathname + url.search + url.hash;
}

/** `path` with `next` added to its query when it is not the home page (slashes kept readable: next=/account). */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNext(next);
  if (safe === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(safe).replace(/%2F/gi, '/')}`;
}

/** `/auth`, with `next` when it is not the home page. */
export function authPathFor(next: string): string {
  return withNext('/auth', next);
}
