import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fullNameMessages, passwordMessages } from '../../lib/password-rules';
import { app } from '../../index';
import { verifyPassword } from '../../server/auth/password';
import { emailTokens, users } from '../../server/db/schema';
import { findUserByEmail } from '../../server/db/users';
import { postJson, request } from '../../test/http';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { latestMail, linkIn, mailCount } from '../../test/mail';
import { createVerifiedUser, pressVerifyLink, uniqueEmail } from '../../test/users';

const signUp = (body: Record<string, unknown>) => postJson('/api/auth/sign-up', body, { 'CF-Connecting-IP': freshIp() });
const signIn = (email: string, password: string) => postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': freshIp() });
/** Presses a verification link's button; the redirect's target. */
async function verify(link: string, { skipPage = false } = {}) {
  const res = await pressVerifyLink(link, { skipPage });
  expect(res.status).toBe(303);
  return res.headers.get('Location');
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('sign-up', () => {
  it('stores the user with a hashed password and emails a verification link', async () => {
    const email = uniqueEmail();
    const res = await signUp({ fullName: '  Layla Haddad ', email: email.toUpperCase(), password: 'Dune-Falcon-2291' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: 'Please check your email to verify your account.' });
    // The account is written after the answer (so the answer takes the same time for a known address).
    await expect.poll(() => findUserByEmail(db(), { email })).not.toBeNull();
    const user = await findUserByEmail(db(), { email });
    expect(user).toMatchObject({ email, fullName: 'Layla Haddad', emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('Dune-Falcon-2291', user!.passwordHash!)).toBe(true);
    const mail = await latestMail(email);
    expect(mail!.subject).toBe('Verify your email for Oasis Peptide Lab');
    expect(mail!.text).toContain('Hello Layla Haddad,');
    expect(linkIn(mail!, '/auth/verify')).toMatch(/^\/auth\/verify\?token=[\w-]{43}$/);
    expect(mail!.html).toContain('href="http://localhost/auth/verify?token=');
    // Only the token's hash is stored.
    const token = new URL(linkIn(mail!, '/auth/verify'), 'http://x').searchParams.get('token')!;
    const stored = await db().select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
  });

  it('requires a full name that is not blank after trimming, with the spec wording', async () => {
    for (const fullName of ['', '   ', undefined]) {
      const res = await signUp({ fullName, email: uniqueEmail(), password: 'Dune-Falcon-2291' });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'bad_request:fullName',
        message: fullNameMessages.description,
        fields: { fullName: fullNameMessages.description },
      });
    }
    expect(fullNameMessages).toEqual({ title: 'Full name required', description: 'Please enter your full name to create an account.' });
  });

  it('refuses a malformed email and every password rule with a clear message', async () => {
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email', password: 'Dune-Falcon-2291' }, 'bad_request:email', 'Please enter a valid email address.'],
      [{ email: '', password: 'Dune-Falcon-2291' }, 'bad_request:email', 'Please enter your email address.'],
      [{ email, password: 'short1' }, 'bad_request:password', passwordMessages.tooShort],
      [{ email, password: 'x'.repeat(129) }, 'bad_request:password', passwordMessages.tooLong],
      [{ email, password: 'Password1' }, 'bad_request:password', passwordMessages.common],
      [{ email, password: 'qwertyuiop' }, 'bad_request:password', passwordMessages.common],
    ];
    for (const [body, code, message] of cases) {
      const res = await signUp({ fullName: 'Sam Lee', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      // The code names the field; the field's message also travels in error.fields, where the form reads it.
      expect(await errorOf(res)).toEqual({ code, message, fields: { [code.split(':')[1]!]: message } });
    }
    expect(await findUserByEmail(db(), { email })).toBeNull();
    // 128 characters is the most allowed.
    expect((await signUp({ fullName: 'Sam Lee', email, password: 'k7'.repeat(64) })).status).toBe(201);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await request('/api/auth/sign-up', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('bad_request:body');
  });

  it('a duplicate email gets the same answer, creates nothing and changes nothing; the owner is told by email', async () => {
    const { email, user } = await createVerifiedUser({ fullName: 'Original Owner' });
    const res = await signUp({ fullName: 'Somebody Else', email, password: 'Other-Password-981' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: 'Please check your email to verify your account.' });
    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: user.id, fullName: 'Original Owner', passwordHash: user.passwordHash, signUpConflictAt: null });
    const mail = await latestMail(email);
    expect(mail!.subject).toBe('You already have an account with Oasis Peptide Lab');
    expect(mail!.text).not.toContain('/auth/verify');
  });

  it('the takeover sequence fails: a second sign-up for an unverified address changes nothing, mails only the address, and its password never signs in', async () => {
    const email = uniqueEmail();
    await signUp({ fullName: 'Real Owner', email, password: 'Owner-Password-551' });
    const firstLink = linkIn((await latestMail(email))!, '/auth/verify');
    const before = await findUserByEmail(db(), { email });
    const second = await signUp({ fullName: 'Visit https://evil.example', email, password: 'Attacker-Password-552' });
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({ ok: true, message: 'Please check your email to verify your account.' });
    await expect.poll(() => mailCount(email)).toBe(2);
    const after = await findUserByEmail(db(), { email });
    // Only the conflict is noted (the passwords differ: see sign-up-conflict.test.ts for the whole flow).
    expect(after).toMatchObject({ id: before!.id, fullName: 'Real Owner', passwordHash: before!.passwordHash, emailVerifiedAt: null });
    expect(after!.signUpConflictAt).toBeGreaterThan(0);
    const fresh = (await latestMail(email))!;
    expect(fresh.subject).toBe('Verify your email for Oasis Peptide Lab');
    expect(fresh.text).not.toContain('evil.example');
    // The owner verifies (either link works until one is used). The link cannot tell whose sign-up was the owner's, so
    // it verifies the address and leads to choosing a password: the attacker's password never signs in.
    expect(await verify(linkIn(fresh, '/auth/verify'))).toMatch(/^\/auth\/reset\?token=[\w-]{43}&notice=sign-up-conflict$/);
    // Using one link voids the others.
    expect((await request(firstLink)).headers.get('Location')).toBe('/auth?notice=verify-invalid');
    expect((await signIn(email, 'Attacker-Password-552')).status).toBe(401);
    expect((await signIn(email, 'Owner-Password-551')).status).toBe(401);
    expect((await findUserByEmail(db(), { email }))!.emailVerifiedAt).toBeGreaterThan(0);
  });
});

describe('email verification', () => {
  it('refuses sign-in before verifying, offers a resend, and the link is single-use', async () => {
    const email = uniqueEmail();
    await signUp({ fullName: 'Omar Aziz', email, password: 'Quiet-Harbor-7731' });
    const res = await signIn(email, 'Quiet-Harbor-7731');
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'forbidden:unverified',
      message: 'Please verify your email address before signing in. Check your inbox for the link, or send a new one.',
    });
    expect(res.headers.getSetCookie()).toEqual([]);

    const resend = await postJson('/api/auth/resend', { email }, { 'CF-Connecting-IP': freshIp() });
    expect(resend.status).toBe(200);
    await expect.poll(() => mailCount(email)).toBe(2);
    const link = linkIn((await latestMail(email))!, '/auth/verify');

    // Opening the link (as a mail scanner would) only shows a page with a button; nothing is verified yet.
    for (let i = 0; i < 2; i++) {
      const page = await request(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('<form action="/auth/verify" method="post">');
      expect(html).toContain('Verify email address</button>');
    }
    expect((await findUserByEmail(db(), { email }))!.emailVerifiedAt).toBeNull();
    expect(await verify(link)).toBe('/auth?notice=verified');
    expect((await findUserByEmail(db(), { email }))!.emailVerifiedAt).toBeGreaterThan(0);

    expect((await request(link)).headers.get('Location')).toBe('/auth?notice=verify-used');
    expect(await verify(link, { skipPage: true })).toBe('/auth?notice=verify-used');
    // A cross-site POST of the token is refused.
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const forged = await request('/auth/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await signIn(email, 'Quiet-Harbor-7731')).status).toBe(200);
  });

  it('an expired link is refused and leaves the account unverified', async () => {
    const email = uniqueEmail();
    await signUp({ fullName: 'Nora Patel', email, password: 'Amber-Canyon-3310' });
    const link = linkIn((await latestMail(email))!, '/auth/verify');
    const user = await findUserByEmail(db(), { email });
    await db()
      .update(emailTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(emailTokens.userId, user!.id));
    expect((await request(link)).headers.get('Location')).toBe('/auth?notice=verify-expired');
    expect((await findUserByEmail(db(), { email }))!.emailVerifiedAt).toBeNull();
  });

  it('an unknown or missing token is refused', async () => {
    expect((await request('/auth/verify?token=nonsense-token-value')).headers.get('Location')).toBe('/auth?notice=verify-invalid');
    expect((await request('/auth/verify')).headers.get('Location')).toBe('/auth?notice=verify-invalid');
  });

  it('resend answers the same for unknown and verified addresses and sends nothing', async () => {
    const { email } = await createVerifiedUser();
    const unknown = uniqueEmail();
    // Without an execution context the after-response work is awaited before the answer (runAfterResponse), so once
    // these answers arrive, whatever mail they would send has been stored: the counts below are final, not a guess.
    const resend = (to: string) =>
      app.request(
        '/api/auth/resend',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'CF-Connecting-IP': freshIp() },
          body: JSON.stringify({ email: to }),
        },
        env,
      );
    const a = await resend(email);
    const b = await resend(unknown);
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
    // The same path does send to an account that needs verifying: the zero counts below could fail.
    const pending = uniqueEmail();
    await signUp({ fullName: 'Pending Person', email: pending, password: 'Dune-Falcon-2291' });
    expect(await latestMail(pending)).not.toBeNull();
    const sent = await mailCount(pending);
    expect((await resend(pending)).status).toBe(200);
    expect(await mailCount(pending)).toBe(sent + 1);
    expect(await mailCount(email)).toBe(0);
    expect(await mailCount(unknown)).toBe(0);
  });
});
