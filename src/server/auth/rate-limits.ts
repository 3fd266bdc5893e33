import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import {
  clearRateLimit,
  clientIp,
  consumeClientLimit,
  consumeRateLimit,
  hashedClientKey,
  hashedKey,
  peekRateLimit,
  type RateLimitResult,
} from '../rate-limit';
import { errorResponse, messageFor } from '../errors';

type Limit = { limit: number; windowSeconds: number };
type MailAction = 'sign-up' | 'resend' | 'forgot';

/**
 * Per-address limits are looser than per-account ones, since offices and phones share addresses. A per-email limit
 * counts per (email, address) pair, so a stranger's attempts never block the owner from their own address.
 */
export const AUTH_LIMITS = {
  'sign-in': {
    /** Failed sign-ins from one address, whatever the account. */
    ip: { limit: 30, windowSeconds: 900 },
    /** Failed sign-ins for one account from one address. */
    pair: { limit: 10, windowSeconds: 900 },
    /** Failed sign-ins for one account from every address: past this the account is under attack (see limitSignIn). */
    account: { limit: 10, windowSeconds: 900 },
    /** Failed sign-ins for an account under attack from one address. */
    pairUnderAttack: { limit: 3, windowSeconds: 900 },
  },
  'sign-up': { ip: { limit: 20, windowSeconds: 3600 }, pair: { limit: 5, windowSeconds: 3600 } },
  resend: { ip: { limit: 10, windowSeconds: 3600 }, pair: { limit: 3, windowSeconds: 900 } },
  forgot: { ip: { limit: 10, windowSeconds: 3600 }, pair: { limit: 3, windowSeconds: 900 } },
  reset: { ip: { limit: 20, windowSeconds: 900 }, token: { limit: 5, windowSeconds: 900 } },
} as const satisfies Record<string, Record<string, Limit>>;

/** Emails of one kind to one address, from every sender: beyond the cap, one more every 10 minutes. */
export const MAIL_CAP = { limit: 5, windowSeconds: 3600 };
export const MAIL_SLOW_LANE = { limit: 1, windowSeconds: 600 };

export const RATE_LIMIT_CODE = 'rate_limit:auth';

/** 429 `rate_limit:auth`; a locked (account, address) pair gets the wording that points to the emailed link. */
function refuse(c: Context<AppEnv>, refused: RateLimitResult, wording: 'rate_limit:auth' | 'rate_limit:credentials' = RATE_LIMIT_CODE) {
  const { retryAfterSeconds } = refused;
  return errorResponse(c, { code: RATE_LIMIT_CODE, message: messageFor(wording, { retryAfterSeconds }), retryAfterSeconds });
}

const addressKey = (c: Context<AppEnv>) => hashedClientKey(clientIp(c.req.raw), 'auth-ip');
const emailKey = (email: string) => hashedKey(email.trim().toLowerCase(), 'auth-subject');

/**
 * Limits a request that may email an address (sign-up, resend, forgot): 429 per address and per (email, address)
 * pair; otherwise `sendMail` says whether this address may still be mailed (MAIL_CAP, then MAIL_SLOW_LANE), decided
 * silently, since the answer must be the same either way.
 */
export async function limitMailRequest(
  c: Context<AppEnv>,
  action: MailAction,
  email: string,
): Promise<{ response: Response } | { response: null; sendMail: boolean }> {
  const limits = AUTH_LIMITS[action];
  const [ip, subject] = await Promise.all([addressKey(c), emailKey(email)]);
  const byIp = await consumeClientLimit(c.env, { key: `auth:${action}:net`, ip: clientIp(c.req.raw), salt: 'auth-ip', ...limits.ip });
  if (!byIp.ok) return { response: refuse(c, byIp) };
  const byPair = await consumeRateLimit(c.env, { key: `auth:${action}:pair:${subject}:${ip}`, ...limits.pair });
  if (!byPair.ok) return { response: refuse(c, byPair) };
  const kind = action === 'forgot' ? 'reset' : 'verify';
  const cap = await consumeRateLimit(c.env, { key: `auth:mail:${kind}:${subject}`, ...MAIL_CAP });
  if (cap.ok) return { response: null, sendMail: true };
  const slow = await consumeRateLimit(c.env, { key: `auth:mail-slow:${kind}:${subject}`, ...MAIL_SLOW_LANE });
  return { response: null, sendMail: slow.ok };
}

/** Reset links: per address and per token (the token is secret, so its limit cannot be used against anyone). */
export async function limitReset(c: Context<AppEnv>, token: string): Promise<Response | null> {
  const limits = AUTH_LIMITS.reset;
  const byIp = await consumeRateLimit(c.env, { key: `auth:reset:ip:${await addressKey(c)}`, ...limits.ip });
  if (!byIp.ok) return refuse(c, byIp);
  const byToken = await consumeRateLimit(c.env, { key: `auth:reset:token:${await hashedKey(token, 'auth-token')}`, ...limits.token });
  return byToken.ok ? null : refuse(c, byToken);
}

export type SignInGate = { response: Response } | { response: null; settle: (outcome: 'success' | 'failure') => Promise<void> };

/**
 * Sign-in attempts are counted before the password is checked (so parallel guesses cannot overshoot) and given back
 * when the password is right. Policy:
 * - an address gets 30 failures in 15 minutes, whatever the accounts;
 * - an (account, address) pair gets 10 failures in 15 minutes;
 * - once an account has 10 failures in 15 minutes from all addresses (it is under attack), each
 *   address gets 3 failures for it: one that has been failing must wait or use an emailed reset link, while a correct
 *   password from an address that has not been failing still gets in. Nobody can lock the owner out from elsewhere.
 */
export async function limitSignIn(c: Context<AppEnv>, email: string): Promise<SignInGate> {
  const limits = AUTH_LIMITS['sign-in'];
  const [ip, subject] = await Promise.all([addressKey(c), emailKey(email)]);
  const ipKey = 'auth:sign-in:net';
  const pairKey = `auth:sign-in:pair:${subject}:${ip}`;
  const accountKey = `auth:sign-in:account:${subject}`;
  const byIp = await consumeClientLimit(c.env, { key: ipKey, ip: clientIp(c.req.raw), salt: 'auth-ip', ...limits.ip });
  if (!byIp.ok) return { response: refuse(c, byIp) };
  const account = await peekRateLimit(c.env, { key: accountKey, ...limits.account });
  const byPair = await consumeRateLimit(c.env, { key: pairKey, ...(account.ok ? limits.pair : limits.pairUnderAttack) });
  if (!byPair.ok) {
    await byIp.release();
    return { response: refuse(c, byPair, 'rate_limit:credentials') };
  }
  return {
    response: null,
    settle: async (outcome) => {
      if (outcome === 'success') {
        await Promise.all([byIp.release(), clearRateLimit(c.env, { key: pairKey })]);
        return;
      }
      // Counted up to a generous ceiling: only whether the account passed its threshold matters.
      await consumeRateLimit(c.env, { key: accountKey, limit: 10_000, windowSeconds: limits.account.windowSeconds });
    },
  };
}

/** A completed password reset proves the address: this address's sign-in failures for the account are forgotten. */
export async function clearSignInFailures(c: Context<AppEnv>, email: string): Promise<void> {
  const [ip, subject] = await Promise.all([addressKey(c), emailKey(email)]);
  await clearRateLimit(c.env, { key: `auth:sign-in:pair:${subject}:${ip}` });
}
