import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from '../../server/auth/tokens';
import { emailTokens } from '../../server/db/schema';
import { createSession } from '../../server/db/sessions';
import { findUserByEmail } from '../../server/db/users';
import { freshIp } from '../../test/client';
import { db } from '../../test/db';
import { postJson, request, visibleText } from '../../test/http';
import { latestMail, linkIn, mailCount } from '../../test/mail';
import { pressVerifyLink, sessionUser, uniqueEmail } from '../../test/users';

// Two sign-ups of one never-verified address with different passwords: the link proves the mailbox, not which sign-up
// was its owner's, so verifying leads to choosing a password and neither sign-up's password ever signs in.
const SQUATTER = 'Squatter-Pass-4410';
const OWNER = 'Owner-Pass-7732';
const CHOSEN = 'Chosen-Later-9051';
const NOTICE = 'More than one sign-up used this address, so choose your password now.';

const signIn = async (email: string, password: string) =>
  (await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': freshIp() })).status;

/** Signs up through the API and waits for the verification email it sends (written after the answer); its link. */
async function signUpForLink(email: string, fullName: string, password: string) {
  const before = await mailCount(email);
  const res = await postJson('/api/auth/sign-up', { fullName, email, password }, { 'CF-Connecting-IP': freshIp() });
  expect(res.status).toBe(201);
  await expect.poll(() => mailCount(email)).toBe(before + 1);
  const mail = (await latestMail(email))!;
  expect(mail.subject).toBe('Verify your email for Oasis Peptide Lab');
  return linkIn(mail, '/auth/verify');
}

/** Opens the link's page and presses its button; where the browser is sent. */
async function verify(link: string, { skipPage = false } = {}) {
  const res = await pressVerifyLink(link, { skipPage });
  expect(res.status).toBe(303);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return res.headers.get('Location')!;
}

/** The reset page the verification sent the browser to shows the notice and the form; the password is chosen there. */
async function choosePasswordFrom(location: string, password: string) {
  const url = new URL(location, 'http://x');
  expect(url.pathname).toBe('/auth/reset');
  expect(url.searchParams.get('notice')).toBe('sign-up-conflict');
  const page = await request(location);
  expect(page.status).toBe(200);
  expect(page.headers.get('Cache-Control')).toBe('no-store');
  const html = await page.text();
  expect(html).toContain('data-island="ResetPasswordForm"');
  expect(visibleText(html)).toContain(`Choose a New Password Email verified ${NOTICE}`);
  const res = await postJson('/api/auth/reset', { token: url.searchParams.get('token'), password }, { 'CF-Connecting-IP': freshIp() });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, signedIn: false });
}

describe('sign-ups of one unverified address with different passwords', () => {
  it('squatter first, owner second: the link leads to choosing a password; neither sign-up’s password signs in', async () => {
    const email = uniqueEmail('squat');
    const squatterLink = await signUpForLink(email, 'Squatter Name', SQUATTER);
    const ownerLink = await signUpForLink(email, 'Real Owner', OWNER);
    // Until the address is proven nothing signs in (the squatter's password is the row's, so it is told "unverified").
    expect(await signIn(email, SQUATTER)).toBe(403);
    expect(await signIn(email, OWNER)).toBe(401);

    await choosePasswordFrom(await verify(ownerLink), CHOSEN);
    expect(await signIn(email, CHOSEN)).toBe(200);
    expect(await signIn(email, SQUATTER)).toBe(401);
    expect(await signIn(email, OWNER)).toBe(401);
    // Verification stays single-use: the used link says so, the squatter's older link is void.
    expect(await verify(ownerLink, { skipPage: true })).toBe('/auth?notice=verify-used');
    expect(await verify(squatterLink, { skipPage: true })).toBe('/auth?notice=verify-invalid');
    expect(await findUserByEmail(db(), { email })).toMatchObject({ fullName: null, signUpConflictAt: null });
  });

  it('owner first, stranger second: the owner’s own link verifies, drops the row’s password, name and sessions', async () => {
    const email = uniqueEmail('owner');
    const ownerLink = await signUpForLink(email, 'Real Owner', OWNER);
    const before = await findUserByEmail(db(), { email });
    const strangerLink = await signUpForLink(email, 'Visit evil.example', SQUATTER);
    // The stranger's sign-up changed nothing of the row but the conflict mark, and mailed only the address.
    const marked = await findUserByEmail(db(), { email });
    expect(marked).toMatchObject({ id: before!.id, fullName: 'Real Owner', passwordHash: before!.passwordHash, emailVerifiedAt: null });
    expect(marked!.signUpConflictAt).toBeGreaterThan(0);
    expect((await latestMail(email))!.text).not.toContain('evil.example');
    // A session on the unverified row (none of the site's paths makes one; Google or a reset would) must end too.
    const token = randomToken();
    await createSession(db(), { userId: before!.id, tokenHash: await hashToken(token) });
    expect(await sessionUser(`sid=${token}`)).toMatchObject({ email });

    const location = await verify(ownerLink);
    const verified = await findUserByEmail(db(), { email });
    expect(verified).toMatchObject({ id: before!.id, passwordHash: null, fullName: null, signUpConflictAt: null });
    expect(verified!.emailVerifiedAt).toBeGreaterThan(0);
    expect(await sessionUser(`sid=${token}`)).toBeNull();
    // Nobody can sign in until a password is chosen; then only the chosen one works.
    expect(await signIn(email, OWNER)).toBe(401);
    expect(await signIn(email, SQUATTER)).toBe(401);
    // The reset link made here is an ordinary one: one hour, single use, nothing emailed.
    const [reset] = await db()
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, before!.id), eq(emailTokens.purpose, 'reset')));
    expect(reset!.expiresAt - Date.now()).toBeGreaterThan(55 * 60 * 1000);
    expect(reset!.expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect((await latestMail(email))!.subject).toBe('Verify your email for Oasis Peptide Lab');

    await choosePasswordFrom(location, CHOSEN);
    expect(await signIn(email, CHOSEN)).toBe(200);
    expect(await signIn(email, SQUATTER)).toBe(401);
    expect(await signIn(email, OWNER)).toBe(401);
    expect(await verify(strangerLink, { skipPage: true })).toBe('/auth?notice=verify-invalid');
    // The reset page's own link is spent as well.
    const again = await request(location);
    expect(again.status).toBe(410);
    expect(visibleText(await again.text())).not.toContain(NOTICE);
  });

  it('where the visitor was going (next) survives the password step; a foreign next does not', async () => {
    const press = async (link: string, next: string) => {
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      const res = await request('/auth/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, next }).toString(),
      });
      return res.headers.get('Location')!;
    };
    const resetProps = async (location: string) => {
      const html = await (await request(location)).text();
      const m = /data-island="ResetPasswordForm" data-props="([^"]*)"/.exec(html)!;
      return JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { next: string };
    };
    const email = uniqueEmail('conflict-next');
    await signUpForLink(email, 'Real Owner', OWNER);
    const link = await signUpForLink(email, 'Someone Else', SQUATTER);
    const location = await press(link, '/chat?q=bpc');
    expect(new URL(location, 'http://x').searchParams.get('next')).toBe('/chat?q=bpc');
    expect((await resetProps(location)).next).toBe('/chat?q=bpc');

    const other = uniqueEmail('conflict-foreign-next');
    await signUpForLink(other, 'Real Owner', OWNER);
    const otherLink = await signUpForLink(other, 'Someone Else', SQUATTER);
    const plain = await press(otherLink, '//evil.com');
    expect(plain).not.toContain('next=');
    expect((await resetProps(plain)).next).toBe('/');
    expect((await resetProps(`${plain}&next=${encodeURIComponent('https://evil.com')}`)).next).toBe('/');
  });

  it('the notice shows only with a live reset link', async () => {
    const page = await request('/auth/reset?token=not-a-real-token&notice=sign-up-conflict');
    expect(page.status).toBe(410);
    const text = visibleText(await page.text());
    expect(text).toContain('This reset link is not valid.');
    expect(text).not.toContain(NOTICE);
  });
});

describe('sign-ups that do not conflict', () => {
  it('a single sign-up verifies as before: signed in with its password, no reset step', async () => {
    const email = uniqueEmail('single');
    const link = await signUpForLink(email, 'Only Person', OWNER);
    const user = await findUserByEmail(db(), { email });
    expect(await verify(link)).toBe('/auth?notice=verified');
    expect(await findUserByEmail(db(), { email })).toMatchObject({
      fullName: 'Only Person',
      passwordHash: user!.passwordHash,
      signUpConflictAt: null,
    });
    expect(await signIn(email, OWNER)).toBe(200);
    const resets = await db()
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user!.id), eq(emailTokens.purpose, 'reset')));
    expect(resets).toEqual([]);
  });

  it('the same person signing up twice with the same password is not a conflict', async () => {
    const email = uniqueEmail('twice');
    const first = await signUpForLink(email, 'Same Person', OWNER);
    const second = await signUpForLink(email, 'Same Person Again', OWNER);
    expect(second).not.toBe(first);
    expect(await findUserByEmail(db(), { email })).toMatchObject({ fullName: 'Same Person', signUpConflictAt: null });
    expect(await verify(first)).toBe('/auth?notice=verified');
    expect(await signIn(email, OWNER)).toBe(200);
    expect(await findUserByEmail(db(), { email })).toMatchObject({ fullName: 'Same Person', signUpConflictAt: null });
  });

  it('a password reset clears the conflict; a verification link used later changes nothing', async () => {
    const email = uniqueEmail('reset');
    await signUpForLink(email, 'Squatter Name', SQUATTER);
    const ownerLink = await signUpForLink(email, 'Real Owner', OWNER);
    expect((await findUserByEmail(db(), { email }))!.signUpConflictAt).toBeGreaterThan(0);
    expect((await postJson('/api/auth/forgot', { email }, { 'CF-Connecting-IP': freshIp() })).status).toBe(200);
    await expect.poll(() => latestMail(email).then((m) => m?.subject)).toBe('Reset your Oasis Peptide Lab password');
    const resetToken = new URL(linkIn((await latestMail(email))!, '/auth/reset'), 'http://x').searchParams.get('token')!;
    const reset = await postJson('/api/auth/reset', { token: resetToken, password: CHOSEN }, { 'CF-Connecting-IP': freshIp() });
    expect(reset.status).toBe(200);
    const after = await findUserByEmail(db(), { email });
    // The reset proves the mailbox but not whose name the row carries: it goes with the conflict, as on verifying.
    expect(after).toMatchObject({ fullName: null, signUpConflictAt: null });
    expect(after!.emailVerifiedAt).toBeGreaterThan(0);
    expect(await signIn(email, CHOSEN)).toBe(200);
    // The address is proven: the older verification link only says so, with no second reset step.
    expect(await verify(ownerLink)).toBe('/auth?notice=verified');
    expect(await findUserByEmail(db(), { email })).toMatchObject({
      passwordHash: after!.passwordHash,
      emailVerifiedAt: after!.emailVerifiedAt,
    });
    expect(await signIn(email, CHOSEN)).toBe(200);
    expect(await signIn(email, SQUATTER)).toBe(401);
    expect(await signIn(email, OWNER)).toBe(401);
  });
});
