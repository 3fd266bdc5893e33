// Helpers for the account tests: signed-in users on named browsers, and calls to /api/account as that browser.
import { freshIp as uniqueIp } from './client';
import { postJson, request } from './http';
import { cookieFrom, createVerifiedUser } from './users';

export { freshIp as uniqueIp } from './client';
export { db } from './db';
export { latestMail, linkIn, mailCount } from './mail';
export { createVerifiedUser, sessionUser, signInCookie, uniqueEmail } from './users';

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the API from a browser with this User-Agent; returns the `sid=` cookie. */
export async function signInAs(email: string, password: string, userAgent = CHROME_WINDOWS): Promise<string> {
  const res = await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': uniqueIp(), 'User-Agent': userAgent });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieFrom(res, 'sid')!;
}

/** A verified password account, signed in once. */
export async function accountOwner(options: { fullName?: string; password?: string } = {}) {
  const made = await createVerifiedUser(options);
  const cookie = await signInAs(made.email, made.password);
  return { ...made, cookie };
}

/** A call to the account API from the site's origin, as the browser holding `cookie`, from its own address. */
export function api(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
  return request(path, {
    method,
    headers: {
      'CF-Connecting-IP': uniqueIp(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The error code and message of a refusal. */
export async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** The props of an island in a rendered page. */
export function islandProps<T = Record<string, unknown>>(html: string, name: string): T {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no ${name} island`);
  return JSON.parse(
    m[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}

/**
 * Runs `attempt` until it runs inside one fixed rate-limit window (at most twice): a run that crosses a window
 * boundary starts counting afresh, which would make a limit look wrong.
 */
export async function withinOneWindow<T>(windowSeconds: number, attempt: () => Promise<T>): Promise<T> {
  const windowOf = () => Math.floor(Date.now() / 1000 / windowSeconds);
  for (let i = 0; ; i++) {
    const start = windowOf();
    const result = await attempt();
    if (windowOf() === start || i > 0) return result;
  }
}
