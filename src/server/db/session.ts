import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { getDb, type Db } from './client';

/** The cookie that carries this browser's last D1 bookmark, so its next request reads at least what it wrote. */
export const BOOKMARK_COOKIE = 'd1b';
/** Replica lag is seconds; a day covers any gap between a write and the visitor's next request. */
const BOOKMARK_MAX_AGE_S = 86_400;
/** D1 bookmarks are dash-separated hex; anything else (a tampered cookie) starts a fresh session instead. */
const BOOKMARK = /^[0-9a-f]+(-[0-9a-f]+){1,8}$/i;
/** After a streamed answer (written while it streams, after the headers), the next read starts at the primary. */
const AFTER_STREAM = 'first-primary';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const USER_PATHS = /^\/(api|chat|admin|account|auth|dev)(\/|$)/;

/**
 * Requests that read or write a visitor's own data: a signed-in browser, any state change, the API and the app pages.
 * Anonymous content pages are not among them: they stay cacheable and never get a Set-Cookie.
 */
export function touchesUserData(c: Context<AppEnv>): boolean {
  return !SAFE.has(c.req.method) || Boolean(getCookie(c, SESSION_COOKIE)) || USER_PATHS.test(c.req.path);
}

export type DbSession = { db: Db; done(res: Response): void };

/**
 * A D1 session for this request (the Sessions API, so reads can be served by a nearby read replica):
 * - reads continue from the browser's bookmark, so a visitor always sees their own writes;
 * - a request that changes state starts at the primary (`first-primary`), where its writes go anyway;
 * - `done()` writes the new bookmark back to the HttpOnly cookie when it moved and a visitor is signed in (only they have
 *   data of their own to read back; a refused sign-in or an anonymous form post gets no cookie).
 * Requests that touch no user data use the binding as it is (no session, no cookie).
 */
export function openDbSession(c: Context<AppEnv>): DbSession {
  if (!touchesUserData(c) || typeof c.env.DB.withSession !== 'function') return { db: getDb(c.env.DB), done() {} };
  const cookie = getCookie(c, BOOKMARK_COOKIE);
  const bookmark = cookie && (BOOKMARK.test(cookie) || cookie === AFTER_STREAM) ? cookie : undefined;
  const start = SAFE.has(c.req.method) ? (bookmark ?? 'first-unconstrained') : 'first-primary';
  let session: ReturnType<D1Database['withSession']>;
  try {
    session = c.env.DB.withSession(start);
  } catch {
    session = c.env.DB.withSession('first-unconstrained');
  }
  return {
    // drizzle only prepares and batches statements, which a session supports like the database itself.
    db: getDb(session as unknown as D1Database),
    done(res) {
      if (!c.get('user')) return;
      // A stream keeps writing after the headers: the bookmark now would miss those writes.
      const streaming = (res.headers.get('Content-Type') ?? '').startsWith('application/x-ndjson');
      const next = streaming ? AFTER_STREAM : session.getBookmark();
      if (!next || next === cookie) return;
      setCookie(c, BOOKMARK_COOKIE, next, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        maxAge: BOOKMARK_MAX_AGE_S,
      });
    },
  };
}
