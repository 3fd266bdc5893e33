import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';

export const SESSION_COOKIE = 'sid';

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';

/** HttpOnly, SameSite=Lax, Secure over HTTPS; lives as long as the session. */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: number) {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    expires: new Date(expiresAt),
  });
}

/** Expires the session cookie with the same attributes it was set with. */
export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
