import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { createSession, deleteSession, type SessionDevice } from '../db/sessions';
import type { SessionUser } from '../../lib/session-user';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { hashToken, randomToken } from './tokens';

/** The browser and Cloudflare's approximate place of a request (no place locally, where `cf` has none). */
export function deviceOf(req: Request): SessionDevice {
  const cf = (req as Request & { cf?: { city?: unknown; country?: unknown } }).cf;
  return {
    userAgent: req.headers.get('User-Agent'),
    city: typeof cf?.city === 'string' ? cf.city : null,
    country: typeof cf?.country === 'string' ? cf.country : null,
  };
}

/**
 * Signs a user in on this browser: a fresh random token (only its hash is stored) replaces any earlier session here.
 * Returns the session user, as pages and islands see it.
 */
export async function startSession(c: Context<AppEnv>, user: SessionUser): Promise<SessionUser> {
  const db = c.get('db');
  const previous = c.get('sessionId');
  // A new token on every sign-in prevents session fixation.
  if (previous) await deleteSession(db, { id: previous });
  const token = randomToken();
  const { id, expiresAt } = await createSession(db, { userId: user.id, tokenHash: await hashToken(token), device: deviceOf(c.req.raw) });
  setSessionCookie(c, token, expiresAt);
  const signedIn: SessionUser = { id: user.id, email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl };
  // The rest of this request sees the new session (a page rendered after sign-in shows the user).
  c.set('sessionId', id);
  c.set('staffUntil', null);
  c.set('user', signedIn);
  return signedIn;
}

/** Signs this browser out: deletes the session row and clears the cookie. */
export async function endSession(c: Context<AppEnv>) {
  const id = c.get('sessionId');
  if (id) await deleteSession(c.get('db'), { id });
  clearSessionCookie(c);
  c.set('sessionId', null);
  c.set('staffUntil', null);
  c.set('user', null);
}
