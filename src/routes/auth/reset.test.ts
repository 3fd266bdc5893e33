import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../../lib/password-rules';
import { emailTokens, sessions, users } from '../../server/db/schema';
import { findUserByEmail } from '../../server/db/users';
import { headValue, postJson, request } from '../../test/http';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { latestMail, linkIn, mailCount } from '../../test/mail';
import { createVerifiedUser, sessionUser, signInCookie, uniqueEmail } from '../../test/users';

const forgot = (email: string) => postJson('/api/auth/forgot', { email }, { 'CF-Connecting-IP': freshIp() });
const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
  postJson('/api/auth/reset', { token, password }, { 'CF-Connecting-IP': freshIp(), ...headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function resetLinkFor(email: string) {
  const before = await mailCount(email);
  expect((await forgot(email)).status).toBe(200);
  // The email is sent after the response: wait for it.
  await expect.poll(() => mailCount(email)).toBe(before + 1);
  const mail = await latestMail(email);
  expect(mail!.subject).toBe('Reset your Oasis Peptide Lab password');
  const link = linkIn(mail!, '/auth/reset');
  return { link, token: new URL(link, 'http://x').searchParams.get('token')! };
}

describe('forgot password', () => {
  it('answers the same for an unknown email and a real one; only the real one gets a link', async () => {
    const { email } = await createVerifiedUser();
    const unknown = uniqueEmail('nobody');
    const known = await forgot(email);
    const missing = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual(await missing.json());
    expect(body).toEqual({
      ok: true,
      message: 'If an account exists for that email, we have sent a link to reset your password. The link expires in 1 hour.',
    });
    expect(await latestMail(email)).not.toBeNull();
    expect(await mailCount(unknown)).toBe(0);
  });

  it('the link expires within an hour and is tied to its user', async () => {
    const { email, user } = await createVerifiedUser();
    await resetLinkFor(email);
    const [token] = await db().select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(token!.purpose).toBe('reset');
    expect(token!.expiresAt - token!.createdAt).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(token!.expiresAt - Date.now()).toBeGreaterThan(55 * 60 * 1000);
  });
});

describe('choosing a new password', () => {
  it('the reset page shows the form, is never cached, and its canonical carries no token', async () => {
    const { email } = await createVerifiedUser();
    const { link, token } = await resetLinkFor(email);
    const res = await request(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('data-island="ResetPasswordForm"');
    expect(html).toContain('Choose a New Password');
    // The notice after conflicting sign-ups (sign-up-conflict.test.ts) is not on an emailed link's page.
    expect(html).not.toContain('More than one sign-up');
    expect(headValue(html, { rel: 'canonical' })).toBe('http://localhost/auth/reset');
    expect(headValue(html, { name: 'robots' })).toBe('noindex');
    expect(html).toContain(token);
  });

  it('sets the new password, signs out every other session, keeps this one, and the link works once', async () => {
    const { email, password, user } = await createVerifiedUser();
    const elsewhere = await signInCookie(email, password);
    const here = await signInCookie(email, password);
    const { link, token } = await resetLinkFor(email);

    const res = await reset(token, 'Brand-New-Secret-42', { Cookie: here });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, signedIn: true });
    expect(await sessionUser(elsewhere)).toBeNull();
    expect(await sessionUser(here)).toMatchObject({ email });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': freshIp() })).status).toBe(401);
    await signInCookie(email, 'Brand-New-Secret-42');

    const again = await reset(token, 'Another-New-Secret-43');
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      code: 'bad_request:reset_link_used',
      message: 'This reset link has already been used. Please request a new one.',
    });
    const page = await request(link);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This reset link has already been used.');
  });

  it('from a browser without a session, every session ends and nobody is signed in', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const { token } = await resetLinkFor(email);
    const res = await reset(token, 'Brand-New-Secret-44');
    expect(await res.json()).toEqual({ ok: true, signedIn: false });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('a weak password is refused without using up the link', async () => {
    const { email } = await createVerifiedUser();
    const { token } = await resetLinkFor(email);
    for (const [password, message] of [
      ['short', passwordMessages.tooShort],
      ['sunshine', passwordMessages.common],
      ['y'.repeat(129), passwordMessages.tooLong],
    ] as const) {
      const res = await reset(token, password);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'bad_request:password', message, fields: { password: message } });
    }
    expect((await reset(token, 'Strong-Enough-Phrase-9')).status).toBe(200);
  });

  it('an expired link is refused, on the page and by the API', async () => {
    const { email, user } = await createVerifiedUser();
    const { link, token } = await resetLinkFor(email);
    await db()
      .update(emailTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(emailTokens.userId, user.id));
    const page = await request(link);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This reset link has expired.');
    const res = await reset(token, 'Brand-New-Secret-45');
    expect(await errorOf(res)).toEqual({
      code: 'bad_request:reset_link_expired',
      message: 'This reset link has expired. Please request a new one.',
    });
  });

  it("a later request does not void the owner's link; using one link voids the rest; a made-up token is refused", async () => {
    const { email } = await createVerifiedUser();
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect((await request(first.link)).status).toBe(200);
    expect((await errorOf(await reset('x'.repeat(43), 'Brand-New-Secret-46'))).code).toBe('bad_request:reset_link_invalid');
    expect((await request('/auth/reset?token=nope')).status).toBe(410);
    expect((await reset(first.token, 'Brand-New-Secret-46')).status).toBe(200);
    expect((await errorOf(await reset(second.token, 'Brand-New-Secret-47'))).code).toBe('bad_request:reset_link_invalid');
  });

  it('resetting proves the address, so an unverified account becomes verified', async () => {
    const email = uniqueEmail();
    await postJson(
      '/api/auth/sign-up',
      { fullName: 'Late Verifier', email, password: 'Unverified-Pass-12' },
      { 'CF-Connecting-IP': freshIp() },
    );
    // The account and its verification email are written after the sign-up's answer.
    await expect.poll(() => mailCount(email)).toBe(1);
    const { token } = await resetLinkFor(email);
    expect((await reset(token, 'Verified-By-Reset-13')).status).toBe(200);
    expect((await findUserByEmail(db(), { email }))!.emailVerifiedAt).toBeGreaterThan(0);
    await signInCookie(email, 'Verified-By-Reset-13');
  });
});

describe('reset links are bound to their address and voided by account changes', () => {
  const csrfApi = (cookie: string, path: string, body: unknown) =>
    request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });

  it('a password change voids a reset link sent before it', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const { token } = await resetLinkFor(email);
    const changed = await csrfApi(cookie, '/api/account/password', {
      currentPassword: password,
      newPassword: 'Copper-Meadow-4471',
      confirmPassword: 'Copper-Meadow-4471',
    });
    expect(changed.status).toBe(200);
    const res = await reset(token, 'Stolen-Lantern-9034');
    expect(res.status).toBe(400);
    expect(await sessionUser(cookie)).not.toBeNull();
  });

  it('a link sent to an address the account no longer has does not work', async () => {
    const { email, user } = await createVerifiedUser();
    const { token, link } = await resetLinkFor(email);
    // The account moves to another address by any route (here, directly).
    await db()
      .update(users)
      .set({ email: uniqueEmail('elsewhere') })
      .where(eq(users.id, user.id));
    expect((await request(link)).status).toBe(410);
    expect((await reset(token, 'Stolen-Lantern-9034')).status).toBe(400);
  });

  it('a successful reset voids the other reset links', async () => {
    const { email } = await createVerifiedUser();
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect((await reset(second.token, 'Amber-Meadow-5520')).status).toBe(200);
    expect((await reset(first.token, 'Stolen-Lantern-9034')).status).toBe(400);
  });
});
