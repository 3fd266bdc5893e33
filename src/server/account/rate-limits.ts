import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { errorResponse } from '../errors';
import { clientIp, consumeRateLimit, hashedClientKey } from '../rate-limit';

type Limit = { limit: number; windowSeconds: number };
export type AccountAction = 'profile' | 'email' | 'password' | 'devices' | 'export' | 'delete';

/** Per-account limits (the user id is the subject) and looser per-address ones, as for the other account actions. */
export const ACCOUNT_LIMITS: Record<AccountAction, { ip: Limit; subject: Limit }> = {
  profile: { ip: { limit: 60, windowSeconds: 900 }, subject: { limit: 20, windowSeconds: 900 } },
  email: { ip: { limit: 20, windowSeconds: 3600 }, subject: { limit: 5, windowSeconds: 3600 } },
  // A wrong current password counts: this is what stops guessing it from a stolen session.
  password: { ip: { limit: 30, windowSeconds: 900 }, subject: { limit: 10, windowSeconds: 900 } },
  devices: { ip: { limit: 120, windowSeconds: 900 }, subject: { limit: 60, windowSeconds: 900 } },
  export: { ip: { limit: 20, windowSeconds: 3600 }, subject: { limit: 10, windowSeconds: 3600 } },
  delete: { ip: { limit: 30, windowSeconds: 900 }, subject: { limit: 10, windowSeconds: 900 } },
};

/** Counts one account action by address and by user; answers 429 with Retry-After when either is spent, else null. */
export async function limitAccountAction(c: Context<AppEnv>, action: AccountAction, userId: string): Promise<Response | null> {
  const kv = c.env;
  const limits = ACCOUNT_LIMITS[action];
  const ipKey = await hashedClientKey(clientIp(c.req.raw), 'account-ip');
  const byIp = await consumeRateLimit(kv, { key: `account:${action}:ip:${ipKey}`, ...limits.ip });
  const byUser = byIp.ok ? await consumeRateLimit(kv, { key: `account:${action}:user:${userId}`, ...limits.subject }) : byIp;
  const refused = !byIp.ok ? byIp : !byUser.ok ? byUser : null;
  if (!refused) return null;
  return errorResponse(c, 'rate_limit:auth', { retryAfterSeconds: refused.retryAfterSeconds });
}
