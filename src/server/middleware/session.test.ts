import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../test/http';
import { hashToken, randomToken } from '../auth/tokens';
import { sessions } from '../db/schema';
import { createSession, SESSION_RENEW_EVERY_MS, SESSION_TTL_MS } from '../db/sessions';
import { resolveSession } from './session';
import { db } from '../../test/db';
import { cookieFrom, createVerifiedUser, signInCookie } from '../../test/users';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function newSession(now: number) {
  const { user } = await createVerifiedUser();
  const token = randomToken();
  const { id, expiresAt } = await createSession(db(), { userId: user.id, tokenHash: await hashToken(token), now });
  return { user, token, id, expiresAt };
}
const row = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0];

describe('session expiry and sliding renewal (explicit clock)', () => {
  it('a session lasts 30 days and is renewed at most once a day', async () => {
    expect(SESSION_TTL_MS).toBe(30 * DAY);
    expect(SESSION_RENEW_EVERY_MS).toBe(DAY);
    const t0 = Date.UTC(2030, 0, 1);
    const { token, id, expiresAt } = await newSession(t0);
    expect(expiresAt).toBe(t0 + 30 * DAY);

    const early = await resolveSession(db(), { token, now: t0 + 23 * HOUR });
    expect(early).toMatchObject({ status: 'active', sessionId: id, renewedExpiresAt: null });
    expect((await row(id))!.expiresAt).toBe(t0 + 30 * DAY);

    const nextDay = await resolveSession(db(), { token, now: t0 + 25 * HOUR });
    expect(nextDay).toMatchObject({ status: 'active', renewedExpiresAt: t0 + 25 * HOUR + 30 * DAY });
    expect(await row(id)).toMatchObject({ expiresAt: t0 + 25 * HOUR + 30 * DAY, renewedAt: t0 + 25 * HOUR });

    const sameDay = await resolveSession(db(), { token, now: t0 + 30 * HOUR });
    expect(sameDay).toMatchObject({ status: 'active', renewedExpiresAt: null });
    expect((await row(id))!.renewedAt).toBe(t0 + 25 * HOUR);
  });

  it('an unused session expires after 30 days and its row is deleted', async () => {
    const t0 = Date.UTC(2030, 5, 1);
    const { token, id, expiresAt } = await newSession(t0);
    expect(await resolveSession(db(), { token, now: expiresAt - 1 })).toMatchObject({ status: 'active' });
    // That check renewed it; a quiet month after the renewal ends it.
    const renewed = (await row(id))!.expiresAt;
    expect(await resolveSession(db(), { token, now: renewed })).toEqual({ status: 'ended' });
    expect(await row(id)).toBeUndefined();
  });

  it('unknown tokens and no cookie resolve to no user', async () => {
    expect(await resolveSession(db(), { token: undefined, now: Date.now() })).toEqual({ status: 'none' });
    expect(await resolveSession(db(), { token: randomToken(), now: Date.now() })).toEqual({ status: 'ended' });
  });
});

describe('session cookie over HTTP (controllable clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews the cookie a day later and clears it once the session has expired', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(start + 2 * HOUR);
    const quiet = await request('/api/auth/session', { headers: { Cookie: cookie } });
    expect(await quiet.json()).toMatchObject({ user: { email } });
    expect(cookieFrom(quiet, 'sid')).toBeNull();

    const later = start + 2 * DAY;
    vi.setSystemTime(later);
    const renewed = await request('/api/auth/session', { headers: { Cookie: cookie } });
    expect(await renewed.json()).toMatchObject({ user: { email } });
    expect(cookieFrom(renewed, 'sid')).toBe(cookie);
    const line = renewed.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(Math.abs(Date.parse(/Expires=([^;]+)/.exec(line)![1]!) - (later + SESSION_TTL_MS))).toBeLessThan(2000);
    expect(line).toMatch(/HttpOnly/);

    vi.setSystemTime(later + SESSION_TTL_MS + 1000);
    const expired = await request('/api/auth/session', { headers: { Cookie: cookie } });
    expect(await expired.json()).toEqual({ user: null });
    expect(expired.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
  });
});
