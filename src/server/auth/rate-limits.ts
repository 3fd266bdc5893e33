import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { clientIp, consumeRateLimit, hashedClientKey } from '../rate-limit';
import { errorResponse } from '../errors';

type Limit = { limit: number; windowSeconds: number };
type AuthAction = 'sign-in' | 'sign-up' | 'resend' | 'forgot' | 'reset';

/** Per-IP limits are looser than per-account ones, since offices and phones share addresses. */
export const AUTH_LIMITS: Record<AuthAction, { ip: Limit; subject: Limit }> = {
  'sign-in': { ip: { limit: 30, windowSeconds: 900 }, subject: { limit: 10, windowSeconds: 900 } },
  'sign-up': { ip: { limit: 20, windowSeconds: 3600 }, subject: { limit: 5, windowSeconds: 3600 } },
  resend: { ip: { limit: 10, windowSeconds: 3600 }, subject: { limit: 3, windowSeconds: 900 } },
  forgot: { ip: { limit: 10, windowSeconds: 3600 }, subject: { limit: 3, windowSeconds: 900 } },
  reset: { ip: { limit: 20, windowSeconds: 900 }, subject: { limit: 5, windowSeconds: 900 } },
};

/**
 * Counts one attempt per client address and per subject (the email address, or the reset token);
 * answers 429 with Retry-After when either limit is spent, else null. Keys are hashed, never raw addresses.
 */
export async function limitAuthAttempt(c: Context<AppEnv>, action: AuthAction, subject: string): Promise<Response | null> {
  const kv = c.env.KV;
  const limits = AUTH_LIMITS[action];
  const ipKey = await hashedClientKey(clientIp(c.req.raw), 'auth-ip');
  const subjectKey = await hashedClientKey(subject.trim().toLowerCase(), 'auth-subject');
  const byIp = await consumeRateLimit(kv, { key: `auth:${action}:ip:${ipKey}`, ...limits.ip });
  const bySubject = byIp.ok ? await consumeRateLimit(kv, { key: `auth:${action}:sub:${subjectKey}`, ...limits.subject }) : byIp;
  const refused = !byIp.ok ? byIp : !bySubject.ok ? bySubject : null;
  if (!refused) return null;
  return errorResponse(c, 'rate_limit:auth', { retryAfterSeconds: refused.retryAfterSeconds });
}
