import { MemoryLimiter } from './rate-limit-memory';
import type { HitResult } from './rate-limiter-object';

/** Outcome of one attempt against a limit; `hit` identifies the counted hit for `releaseRateLimit`. */
export type RateLimitResult = { ok: boolean; limit: number; remaining: number; retryAfterSeconds: number; hit: number | null };
export type LimitRule = { limit: number; windowSeconds: number };
/** Anything carrying the limiter binding: the worker's env (`c.env`). */
export type LimiterEnv = { RATE_LIMITER: Env['RATE_LIMITER'] };

// Vite's dev server (`npm run dev`) cannot reach a Durable Object of this worker: it counts in memory instead.
const viteDevServer = import.meta.env?.MODE === 'development';
const stub = (env: LimiterEnv, key: string) =>
  viteDevServer ? MemoryLimiter.for(key) : env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));

/**
 * Counts one hit for `key`: at most `limit` hits in any `windowSeconds` (a sliding window).
 * Each key is its own Durable Object, which counts atomically, so parallel requests cannot overshoot.
 */
export async function consumeRateLimit(
  env: LimiterEnv,
  { key, limit, windowSeconds, cost = 1, now }: LimitRule & { key: string; cost?: number; now?: number },
): Promise<RateLimitResult> {
  const result: HitResult = await stub(env, key).consume(limit, windowSeconds * 1000, cost, now ?? Date.now());
  return result;
}

/** The state of a limit without counting a hit. */
export async function peekRateLimit(env: LimiterEnv, { key, limit, windowSeconds }: LimitRule & { key: string }): Promise<RateLimitResult> {
  return stub(env, key).peek(limit, windowSeconds * 1000, Date.now());
}

/** Gives a counted hit back (the attempt turned out not to count against the limit). */
export async function releaseRateLimit(env: LimiterEnv, { key, hit }: { key: string; hit: number | null }): Promise<void> {
  if (hit !== null) await stub(env, key).release(hit);
}

/** Forgets every hit of a key. */
export async function clearRateLimit(env: LimiterEnv, { key }: { key: string }): Promise<void> {
  await stub(env, key).clear();
}

/** An IPv6 address's eight groups (as written, leading zeros dropped), or null for IPv4 and IPv4-mapped IPv6. */
function ipv6Groups(ip: string): string[] | null {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!address.includes(':')) return null;
  if (/^(?:0*:)*(?:0*:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.test(address) || /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.test(address)) return null;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  return [...headParts, ...Array<string>(Math.max(0, groups)).fill('0'), ...tailParts].map((g) => g.replace(/^0+/, '') || '0');
}

/**
 * Every network a per-address limit counts a client in, each with how many times the limit it may use: IPv4 (and
 * IPv4-mapped IPv6) as is; IPv6 at once by its /64 (one customer's allocation, whose interface half a client can
 * rotate freely), its /56 (×2) and its /48 (×4, a whole site), so rotating through the /64s of one /48 gains little.
 */
export function clientNetworks(ip: string): { network: string; scale: number }[] {
  const groups = ipv6Groups(ip);
  if (!groups) return [{ network: clientNetwork(ip), scale: 1 }];
  const third = parseInt(groups[3] ?? '0', 16);
  return [
    { network: clientNetwork(ip), scale: 1 },
    { network: `${groups.slice(0, 3).join(':')}:${(third & 0xff00).toString(16)}::/56`, scale: 2 },
    { network: `${groups.slice(0, 3).join(':')}::/48`, scale: 4 },
  ];
}

/**
 * Counts one hit of a per-address limit at every network of the client (clientNetworks): refused when any of them is
 * spent (the tightest wins), and then the hits already counted are given back, so a refusal costs nothing.
 * `release` gives back an accepted attempt's hits (when it turns out not to count).
 */
export async function consumeClientLimit(
  env: LimiterEnv,
  { key, ip, salt, limit, windowSeconds }: LimitRule & { key: string; ip: string; salt: string },
): Promise<RateLimitResult & { release: () => Promise<void> }> {
  const counted: { key: string; hit: number | null }[] = [];
  const release = async () => {
    await Promise.all(counted.map((c) => releaseRateLimit(env, c)));
  };
  let tightest: RateLimitResult | null = null;
  for (const { network, scale } of clientNetworks(ip)) {
    const networkKey = `${key}:${await hashedKey(network, salt)}`;
    const result = await consumeRateLimit(env, { key: networkKey, limit: limit * scale, windowSeconds });
    if (!result.ok) {
      await release();
      return { ...result, release: async () => {} };
    }
    counted.push({ key: networkKey, hit: result.hit });
    if (!tightest || result.remaining < tightest.remaining) tightest = result;
  }
  return { ...tightest!, release };
}

/**
 * The network a client address belongs to: IPv4 as is, IPv6 by its /64 (one customer's allocation,
 * whose interface half a client can rotate freely), IPv4-mapped IPv6 as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const mapped = /^(?:0*:)*(?:0*:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address) ?? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  // An embedded IPv4 tail counts as two groups.
  const groups = address.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const full = [...headParts, ...Array<string>(Math.max(0, groups)).fill('0'), ...tailParts];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+/, '') || '0')
    .join(':')}::/64`;
}

/** A rate-limit key for any value (an email, a token) that never stores the value itself. */
export async function hashedKey(value: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${value}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A rate-limit key for a client address, by network (IPv6 by /64), never storing the address itself. */
export function hashedClientKey(ip: string, salt: string): Promise<string> {
  return hashedKey(clientNetwork(ip), salt);
}

/** The client's address as Cloudflare reports it (a fixed value locally, where there is none). */
export function clientIp(req: Request): string {
  return req.headers.get('CF-Connecting-IP') ?? req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '127.0.0.1';
}
