import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountDevice } from '../../lib/account';
import { hashToken, randomToken } from '../../server/auth/tokens';
import { deviceOf } from '../../server/auth/sessions';
import { sessions } from '../../server/db/schema';
import { createSession } from '../../server/db/sessions';
import { createUser } from '../../server/db/users';
import { postJson, request } from '../../test/http';
import {
  SAFARI_IPHONE,
  accountOwner,
  api,
  db,
  errorOf,
  latestMail,
  sessionUser,
  signInAs,
  uniqueEmail,
  uniqueIp,
} from '../../test/account';

const NEW_PASSWORD = 'Copper-Lantern-7734';

async function devices(cookie: string) {
  const res = await api('GET', '/api/account/sessions', cookie);
  return ((await res.json()) as { devices: AccountDevice[] }).devices;
}

describe('password change', () => {
  it('checks the current password, signs out every other session, keeps this one and emails the owner', async () => {
    const { email, password, cookie } = await accountOwner({ fullName: 'Sara Rahman' });
    const phone = await signInAs(email, password, SAFARI_IPHONE);

    const wrong = await api('POST', '/api/account/password', cookie, { currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: 'bad_request:currentPassword', message: 'Your current password is not correct.' });
    expect(await sessionUser(phone)).toMatchObject({ email });

    const res = await api('POST', '/api/account/password', cookie, { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, signedOut: 1 });
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({ email });
    const mail = await latestMail(email);
    expect(mail!.subject).toMatch(/password was changed/);
    expect((await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': uniqueIp() })).status).toBe(401);
    await signInAs(email, NEW_PASSWORD);
  });

  it('refuses a weak new password and a missing current one, changing nothing', async () => {
    const { email, password, cookie } = await accountOwner();
    const short = await api('POST', '/api/account/password', cookie, { currentPassword: password, newPassword: 'short' });
    expect(await errorOf(short)).toMatchObject({ code: 'bad_request:newPassword', message: 'Password must be at least 8 characters.' });
    const common = await api('POST', '/api/account/password', cookie, { currentPassword: password, newPassword: 'password123' });
    expect((await errorOf(common)).code).toBe('bad_request:newPassword');
    const missing = await api('POST', '/api/account/password', cookie, { newPassword: NEW_PASSWORD });
    expect((await errorOf(missing)).code).toBe('bad_request:currentPassword');
    await signInAs(email, password);
  });

  it('sets a first password on a Google-only account without asking for one', async () => {
    const email = uniqueEmail('google-only');
    const user = await createUser(db(), { email, fullName: 'Google Person', passwordHash: null, emailVerifiedAt: Date.now() });
    const token = randomToken();
    await createSession(db(), { userId: user.id, tokenHash: await hashToken(token) });
    const cookie = `sid=${token}`;
    const res = await api('POST', '/api/account/password', cookie, { newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Your password has been set. Every other device has been signed out.' });
    expect((await latestMail(email))!.subject).toMatch(/password was added/);
    await signInAs(email, NEW_PASSWORD);
    // Now that one exists, changing it needs it.
    const again = await api('POST', '/api/account/password', cookie, { newPassword: 'Another-Lantern-8812' });
    expect((await errorOf(again)).code).toBe('bad_request:currentPassword');
  });

  it('limits wrong current passwords per account', async () => {
    const { cookie } = await accountOwner();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await api('POST', '/api/account/password', cookie, { currentPassword: `Wrong-${i}-guess`, newPassword: NEW_PASSWORD })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('signed-in devices', () => {
  it('lists live sessions with browser, platform and place, the current one marked, never a token', async () => {
    const { email, password, cookie, user } = await accountOwner();
    await signInAs(email, password, SAFARI_IPHONE);
    // A session started through Cloudflare records its approximate place.
    const token = randomToken();
    await createSession(db(), {
      userId: user.id,
      tokenHash: await hashToken(token),
      device: { userAgent: null, city: 'Dubai', country: 'AE' },
    });
    // An expired session is not listed.
    await db()
      .insert(sessions)
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        tokenHash: await hashToken(randomToken()),
        expiresAt: Date.now() - 1,
        renewedAt: 0,
      });

    const res = await api('GET', '/api/account/sessions', cookie);
    expect(res.headers.get('Cache-Control')).toMatch(/^(private, )?no-store$/);
    const text = await res.text();
    expect(text).not.toMatch(/token/i);
    const list = (JSON.parse(text) as { devices: AccountDevice[] }).devices;
    expect(list).toHaveLength(3);
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect(list.find((d) => d.current)).toMatchObject({ browser: 'Chrome', platform: 'Windows' });
    expect(list.find((d) => d.platform === 'iPhone')).toMatchObject({ browser: 'Safari', current: false });
    expect(list.find((d) => d.place)).toMatchObject({ place: 'Dubai, United Arab Emirates', browser: 'Unknown browser' });
    for (const d of list) {
      expect(d.createdAt).toBeGreaterThan(0);
      expect(d.lastUsedAt).toBeGreaterThan(0);
    }
  });

  it('signs out one device; another user’s session id is a 404 and that session lives on', async () => {
    const { email, password, cookie } = await accountOwner();
    const phone = await signInAs(email, password, SAFARI_IPHONE);
    const phoneId = (await devices(cookie)).find((d) => !d.current)!.id;
    const stranger = await accountOwner();
    const strangerId = (await devices(stranger.cookie)).find((d) => d.current)!.id;

    const foreign = await api('DELETE', `/api/account/sessions/${strangerId}`, cookie);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toMatchObject({ code: 'not_found:session', message: 'Signed-in device not found.' });
    expect(await sessionUser(stranger.cookie)).toMatchObject({ email: stranger.email });
    expect((await api('DELETE', '/api/account/sessions/not-a-uuid', cookie)).status).toBe(404);
    expect((await api('DELETE', `/api/account/sessions/${crypto.randomUUID()}`, cookie)).status).toBe(404);
    const own = (await devices(cookie)).find((d) => d.current)!.id;
    expect((await errorOf(await api('DELETE', `/api/account/sessions/${own}`, cookie))).code).toBe('bad_request:session');
    const crossSite = await api('DELETE', `/api/account/sessions/${phoneId}`, cookie, undefined, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);

    const res = await api('DELETE', `/api/account/sessions/${phoneId}`, cookie);
    expect(res.status).toBe(200);
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({ email });
    expect((await api('DELETE', `/api/account/sessions/${phoneId}`, cookie)).status).toBe(404);
    expect((await api('GET', '/api/account/sessions', null)).status).toBe(401);
  });

  it('signs out every other device at once, leaving other users alone', async () => {
    const { email, password, cookie } = await accountOwner();
    const others = [await signInAs(email, password, SAFARI_IPHONE), await signInAs(email, password)];
    const stranger = await accountOwner();
    const res = await api('POST', '/api/account/sessions/sign-out-others', cookie);
    expect(await res.json()).toMatchObject({ ok: true, signedOut: 2, message: '2 other devices have been signed out.' });
    for (const other of others) expect(await sessionUser(other)).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({ email });
    expect(await sessionUser(stranger.cookie)).toMatchObject({ email: stranger.email });
    expect(await devices(cookie)).toHaveLength(1);
  });

  it('records when a session was last used, at most every few minutes', async () => {
    const { cookie, user } = await accountOwner();
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    await db().update(sessions).set({ lastUsedAt: 1000 }).where(eq(sessions.id, row!.id));
    await request('/api/auth/session', { headers: { Cookie: cookie } });
    const [after] = await db().select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.lastUsedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the browser and Cloudflare’s approximate place from the request', () => {
    const req = new Request('http://localhost/', { headers: { 'User-Agent': SAFARI_IPHONE } });
    Object.defineProperty(req, 'cf', { value: { city: 'Manchester', country: 'GB' } });
    expect(deviceOf(req)).toEqual({ userAgent: SAFARI_IPHONE, city: 'Manchester', country: 'GB' });
    expect(deviceOf(new Request('http://localhost/'))).toEqual({ userAgent: null, city: null, country: null });
  });
});
