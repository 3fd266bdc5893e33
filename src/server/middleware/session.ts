import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { constantTimeEqual, hashToken } from '../auth/tokens';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { deleteSession, findSessionByTokenHash, renewSession, SESSION_RENEW_EVERY_MS } from '../db/sessions';

/** Loads the signed-in user from the session cookie; expired or unknown sessions clear the cookie. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const token = readSessionCookie(c);
  if (token) {
    const db = c.get('db');
    const tokenHash = await hashToken(token);
    const found = await findSessionByTokenHash(db, { tokenHash });
    const now = Date.now();
    // The lookup is by hash index; the constant-time compare guards against any collation surprise.
    if (!found || !constantTimeEqual(found.session.tokenHash, tokenHash) || found.session.expiresAt <= now) {
      if (found) await deleteSession(db, { id: found.session.id });
      clearSessionCookie(c);
    } else {
      const { session, user } = found;
      if (now - session.renewedAt >= SESSION_RENEW_EVERY_MS) {
        const { expiresAt } = await renewSession(db, { id: session.id, now });
        setSessionCookie(c, token, expiresAt);
      }
      c.set('sessionId', session.id);
      c.set('user', { id: user.id, email: user.email, fullName: user.fullName, avatarUrl: user.avatarUrl });
    }
  }
  await next();
});
