import { UNSAFE_CHARS } from './clean-text';

const NEXT_MAX = 512;

// Any control character (browsers drop tabs and newlines from URLs, which could turn "/\t/evil.com" into "//evil.com"),
// separators, zero-width characters and bidi overrides.
const CONTROL = UNSAFE_CHARS;

/** A plain path on this site as typed: one leading "/", never "//" or "/\\", no backslash or control character, even decoded. */
function plainPath(path: string): boolean {
  if (path.length === 0 || path.length > NEXT_MAX) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // Encoded tricks ("/%2F%2Fevil.com", "/%5Cevil.com") are refused too, in case something decodes before redirecting.
  return !(decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded));
}

/**
 * The path to return to after signing in, or "/" when `next` is not a plain path on this site: it must start with one
 * "/", never "//" or a backslash, hold no control characters, and not lead back to /auth, both as typed and after the
 * URL parser has normalised it ("/.//evil.com" and "/x/..//evil.com" normalise to "//evil.com"). Idempotent: what it
 * returns, passed again, comes back unchanged.
 */
export function safeNext(next: string | null | undefined): string {
  if (typeof next !== 'string' || !plainPath(next)) return '/';
  const url = new URL(next, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return '/';
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  const normalised = url.pathname + url.search + url.hash;
  return plainPath(normalised) ? normalised : '/';
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
