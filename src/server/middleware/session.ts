import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import type { SessionUser } from '../../lib/session-user';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { constantTimeEqual, hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  deleteSession,
  findSessionByTokenHash,
  renewSession,
  SESSION_RENEW_EVERY_MS,
  SESSION_TOUCH_EVERY_MS,
  touchSession,
} from '../db/sessions';

export type ResolvedSession =
  | { status: 'none' }
  | { status: 'ended' }
  | { status: 'active'; sessionId: string; user: SessionUser; renewedExpiresAt: number | null; staffUntil: number | null };

/**
 * What a session cookie's token is worth at `now`: unknown or expired tokens end (expired rows are deleted);
 * a live session slides its expiry forward, at most once a day, and reports the new expiry for the cookie.
 */
export async function resolveSession(db: Db, { token, now }: { token: string | undefined; now: number }): Promise<ResolvedSession> {
  if (!token) return { status: 'none' };
  const tokenHash = await hashToken(token);
  const found = await findSessionByTokenHash(db, { tokenHash });
  // The lookup is by hash index; the constant-time compare guards against any collation surprise.
  if (!found || !constantTimeEqual(found.session.tokenHash, tokenHash)) return { status: 'ended' };
  const { session, user } = found;
  if (session.expiresAt <= now) {
    await deleteSession(db, { id: session.id });
    return { status: 'ended' };
  }
  let renewedExpiresAt: number | null = null;
  if (now - session.renewedAt >= SESSION_RENEW_EVERY_MS) renewedExpiresAt = (await renewSession(db, { id: session.id, now })).expiresAt;
  else if (now - (session.lastUsedAt ?? session.createdAt) >= SESSION_TOUCH_EVERY_MS) await touchSession(db, { id: session.id, now });
  return {
    status: 'active',
    sessionId: session.id,
    user: { id: user.id, email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl },
    renewedExpiresAt,
    staffUntil: session.staffUntil && session.staffUntil > now ? session.staffUntil : null,
  };
}

/** Loads the signed-in user from the session cookie; expired or unknown sessions clear the cookie. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  c.set('staffUntil', null);
  const token = readSessionCookie(c);
  const resolved = await resolveSession(c.get('db'), { token, now: Date.now() });
  if (resolved.status === 'ended') clearSessionCookie(c);
  if (resolved.status === 'active') {
    if (resolved.renewedExpiresAt) setSessionCookie(c, token!, resolved.renewedExpiresAt);
    c.set('sessionId', resolved.sessionId);
    c.set('staffUntil', resolved.staffUntil);
    c.set('user', resolved.user);
  }
  await next();
});
