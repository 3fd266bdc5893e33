import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountView } from '../../lib/account';
import { emailChanges, users } from '../../server/db/schema';
import { postJson, request } from '../../test/http';
import {
  accountOwner,
  api,
  createVerifiedUser,
  db,
  errorOf,
  islandProps,
  latestMail,
  linkIn,
  mailCount,
  sessionUser,
  signInAs,
  uniqueEmail,
  uniqueIp,
  withinOneWindow,
} from '../../test/account';

/** Opens an email-change link as `cookie` (or nobody): the GET never changes anything. */
const openLink = (link: string, cookie?: string) => request(link, cookie ? { headers: { Cookie: cookie } } : {});

/** Presses the confirmation page's button as `cookie` (or nobody): a same-origin form POST of the link's token. */
async function pressConfirm(link: string, cookie?: string) {
  const token = new URL(link, 'http://localhost').searchParams.get('token')!;
  return request('/account/email/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ token }).toString(),
  });
}

/** The owner opens the link (a page with a button) and presses it; returns where the POST sends them. */
async function confirmAsOwner(link: string, cookie: string) {
  const page = await openLink(link, cookie);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<form action="/account/email/verify" method="post">');
  return (await pressConfirm(link, cookie)).headers.get('Location');
}

describe('/account page', () => {
  it('sends a visitor to sign in and back, and shows a signed-in user their own account', async () => {
    const anonymous = await request('/account');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe('/auth?next=/account');

    const { email, cookie } = await accountOwner({ fullName: 'Layla Haddad' });
    const res = await request('/account', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    const { account } = islandProps<{ account: AccountView }>(html, 'AccountSettings');
    expect(account).toMatchObject({ fullName: 'Layla Haddad', email, pendingEmail: null, hasPassword: true, google: false });
    expect(account.devices).toHaveLength(1);
    expect(account.devices[0]).toMatchObject({ current: true, browser: 'Chrome', platform: 'Windows' });
    expect(html).not.toContain('tokenHash');
  });

  it('links to /account from the user menu', async () => {
    const { cookie } = await accountOwner();
    const html = await (await request('/', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('href="/account"');
  });
});

describe('profile', () => {
  it('saves a trimmed full name that the session reports at once', async () => {
    const { cookie, user } = await accountOwner({ fullName: 'Old Name' });
    const res = await api('PATCH', '/api/account/profile', cookie, { fullName: '  Noor \u0000\u001b\u0085  Al\u202e Amin\u2028 ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, user: { fullName: 'Noor Al Amin' } });
    expect(await sessionUser(cookie)).toMatchObject({ fullName: 'Noor Al Amin' });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe('Noor Al Amin');
  });

  it('refuses a blank or missing name, a huge body, another origin and a visitor', async () => {
    const { cookie, user } = await accountOwner({ fullName: 'Kept Name' });
    for (const body of [{ fullName: '   ' }, { fullName: '' }, {}]) {
      const res = await api('PATCH', '/api/account/profile', cookie, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'bad_request:fullName', message: 'Please enter your full name.' });
    }
    expect((await api('PATCH', '/api/account/profile', cookie, { fullName: 'x'.repeat(201) })).status).toBe(400);
    expect((await api('PATCH', '/api/account/profile', cookie, 'not json')).status).toBe(400);
    // A JSON body that does not say it is JSON is not read as JSON.
    const plain = await request('/api/account/profile', {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ fullName: 'Evil' }),
    });
    expect(plain.status).toBe(400);
    expect((await errorOf(plain)).code).toBe('bad_request:body');
    expect((await api('PATCH', '/api/account/profile', cookie, { fullName: 'x'.repeat(20_000) })).status).toBe(413);
    const foreign = await api('PATCH', '/api/account/profile', cookie, { fullName: 'Evil' }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await api('PATCH', '/api/account/profile', null, { fullName: 'Nobody' })).status).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe('Kept Name');
  });

  it('is rate-limited per account, even from fresh addresses', async () => {
    let cookieForRetry = '';
    const statuses = await withinOneWindow(900, async () => {
      const { cookie } = await accountOwner();
      const seen: number[] = [];
      for (let i = 0; i < 21; i++) seen.push((await api('PATCH', '/api/account/profile', cookie, { fullName: `Name ${i}` })).status);
      return { seen, cookie };
    }).then((r) => ((cookieForRetry = r.cookie), r.seen));
    const cookie = cookieForRetry;
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const res = await api('PATCH', '/api/account/profile', cookie, { fullName: 'Again' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(res)).code).toBe('rate_limit:auth');
  });
});

describe('email change', () => {
  it('mails a link to the new address and a notice to the old; the old address signs in until the link is used', async () => {
    const { email, password, cookie, user } = await accountOwner({ fullName: 'Omar Saleh' });
    const newEmail = uniqueEmail('moved');
    const res = await api('POST', '/api/account/email', cookie, { email: newEmail.toUpperCase(), password });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ ok: true, pendingEmail: newEmail });

    const notice = await latestMail(email);
    expect(notice!.subject).toMatch(/change of email address was requested/);
    expect(notice!.text).toContain(newEmail);
    const link = linkIn((await latestMail(newEmail))!, '/account/email/verify');

    // Unverified: the new address does not sign in; the old one still does.
    const early = await postJson('/api/auth/sign-in', { email: newEmail, password }, { 'CF-Connecting-IP': uniqueIp() });
    expect(early.status).toBe(401);
    await signInAs(email, password);
    const page = islandProps<{ account: AccountView }>(
      await (await request('/account', { headers: { Cookie: cookie } })).text(),
      'AccountSettings',
    );
    expect(page.account).toMatchObject({ email, pendingEmail: newEmail });

    // Opening the link changes nothing; the signed-in owner's button does, once.
    expect(await confirmAsOwner(link, cookie)).toBe('/account?notice=email-changed');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(newEmail);
    expect(await sessionUser(cookie)).toMatchObject({ email: newEmail });
    await signInAs(newEmail, password);
    expect((await postJson('/api/auth/sign-in', { email, password }, { 'CF-Connecting-IP': uniqueIp() })).status).toBe(401);
    expect((await latestMail(email))!.subject).toMatch(/email address was changed/);

    const again = await openLink(link, cookie);
    expect(again.headers.get('Location')).toBe('/account?notice=email-link-used');
    expect((await pressConfirm(link, cookie)).headers.get('Location')).toBe('/account?notice=email-link-used');
    expect(await (await request('/auth?notice=email-changed')).text()).toContain('Email address changed');
  });

  it("a bare GET or HEAD of the link, with no cookie or another account's, changes nothing (a staff address cannot be taken)", async () => {
    const { password, cookie, user } = await accountOwner();
    const target = uniqueEmail('staff');
    expect((await api('POST', '/api/account/email', cookie, { email: target, password })).status).toBe(202);
    const link = linkIn((await latestMail(target))!, '/account/email/verify');
    const { email: otherEmail, password: otherPassword } = await createVerifiedUser();
    const otherCookie = await signInAs(otherEmail, otherPassword);

    // A mail scanner: HEAD and GET without a cookie are sent to sign in, with the link kept as where to come back to.
    const head = await request(link, { method: 'HEAD' });
    const get = await openLink(link);
    for (const res of [head, get]) {
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toMatch(/^\/auth\?notice=email-sign-in&next=\/account\/email\/verify%3Ftoken%3D/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
    // Someone else, signed in: the page says so and has no button; their POST changes nothing either.
    const foreignPage = await openLink(link, otherCookie);
    expect(foreignPage.status).toBe(200);
    const foreignHtml = await foreignPage.text();
    expect(foreignHtml).toContain('This Link Is for Another Account');
    expect(foreignHtml).not.toContain('action="/account/email/verify"');
    expect((await pressConfirm(link, otherCookie)).headers.get('Location')).toBe('/account?notice=email-link-not_owner');
    // A POST with no session goes to sign in; one from another origin is refused.
    expect((await pressConfirm(link)).headers.get('Location')).toMatch(/^\/auth\?next=/);
    const token = new URL(link, 'http://localhost').searchParams.get('token')!;
    const crossSite = await request('/account/email/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: 'https://evil.example' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(crossSite.status).toBe(403);

    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).not.toBe(target);
    const [change] = await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(change!.usedAt).toBeNull();
    // The owner can still complete it.
    expect(await confirmAsOwner(link, cookie)).toBe('/account?notice=email-changed');
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(target);
  });

  it('answers the same for an address held by another account: its owner is told instead, and the change can never complete', async () => {
    const { password, cookie, user } = await accountOwner();
    const { email: taken } = await createVerifiedUser();
    const free = uniqueEmail('free');
    const before = await mailCount(taken);
    const takenRes = await api('POST', '/api/account/email', cookie, { email: taken, password });
    const takenBody = await takenRes.json();
    const freeRes = await api('POST', '/api/account/email', cookie, { email: free, password });
    const freeBody = (await freeRes.json()) as { message: string; pendingEmail: string };
    expect(takenRes.status).toBe(202);
    expect(freeRes.status).toBe(202);
    // Identical apart from the address itself.
    expect(JSON.stringify(takenBody).replaceAll(taken, 'X')).toBe(JSON.stringify(freeBody).replaceAll(free, 'X'));
    await expect.poll(() => mailCount(taken)).toBe(before + 1);
    const told = (await latestMail(taken))!;
    expect(told.subject).toMatch(/Someone tried to use your email address/);
    expect(told.text).not.toContain('/account/email/verify');
    // The pending row for the taken address completes nothing, whatever happens to it.
    await api('POST', '/api/account/email', cookie, { email: taken, password });
    const [pending] = await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(pending!.newEmail).toBe(taken);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).not.toBe(taken);
  });

  it('completing a change signs out other devices, voids earlier reset links and lets the old address undo it', async () => {
    const { email, password, cookie, user } = await accountOwner({ fullName: 'Rana Aziz' });
    const otherDevice = await signInAs(email, password);
    await postJson('/api/auth/forgot', { email }, { 'CF-Connecting-IP': uniqueIp() });
    await expect.poll(async () => (await latestMail(email))?.subject).toMatch(/Reset your/);
    const resetLink = linkIn((await latestMail(email))!, '/auth/reset');
    const resetToken = new URL(resetLink, 'http://x').searchParams.get('token')!;

    const newEmail = uniqueEmail('moved');
    await api('POST', '/api/account/email', cookie, { email: newEmail, password });
    const link = linkIn((await latestMail(newEmail))!, '/account/email/verify');
    expect(await confirmAsOwner(link, cookie)).toBe('/account?notice=email-changed');
    expect(await sessionUser(otherDevice)).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({ email: newEmail });
    // The reset link sent to the old address no longer works.
    expect((await request(resetLink)).status).toBe(410);
    const stale = await postJson(
      '/api/auth/reset',
      { token: resetToken, password: 'Quiet-Harbor-8812' },
      { 'CF-Connecting-IP': uniqueIp() },
    );
    expect(stale.status).not.toBe(200);

    // The old address is told, with an undo link: its page changes nothing, its button moves the account back.
    await expect.poll(async () => (await latestMail(email))?.subject).toMatch(/email address was changed/);
    const undo = linkIn((await latestMail(email))!, '/account/email/undo');
    const page = await request(undo);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form action="/account/email/undo" method="post">');
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(newEmail);
    const undoToken = new URL(undo, 'http://x').searchParams.get('token')!;
    const pressed = await request('/account/email/undo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: undoToken }).toString(),
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('Location')).toMatch(/^\/auth\/reset\?token=[\w-]+&notice=email-restored$/);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(email);
    // Everyone is out, and neither the password of before nor the new address signs in.
    expect(await sessionUser(cookie)).toBeNull();
    for (const address of [email, newEmail])
      expect((await postJson('/api/auth/sign-in', { email: address, password }, { 'CF-Connecting-IP': uniqueIp() })).status).toBe(401);
    // The reset page it leads to works, once; the undo link is spent.
    const chosen = new URL(pressed.headers.get('Location')!, 'http://x').searchParams.get('token')!;
    const set = await postJson('/api/auth/reset', { token: chosen, password: 'Quiet-Harbor-8812' }, { 'CF-Connecting-IP': uniqueIp() });
    expect(set.status).toBe(200);
    await signInAs(email, 'Quiet-Harbor-8812');
    expect((await request(undo)).headers.get('Location')).toBe('/auth?notice=email-undo-used');
  });

  it('refuses a wrong current password, the same address and a malformed one', async () => {
    const { email, password, cookie, user } = await accountOwner();
    const wrong = await api('POST', '/api/account/email', cookie, { email: uniqueEmail(), password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: 'bad_request:password', message: 'Your current password is not correct.' });
    const missing = await api('POST', '/api/account/email', cookie, { email: uniqueEmail() });
    expect((await errorOf(missing)).code).toBe('bad_request:password');
    const same = await api('POST', '/api/account/email', cookie, { email: ` ${email.toUpperCase()} `, password });
    expect(await errorOf(same)).toMatchObject({ code: 'bad_request:email', message: 'That is already your email address.' });
    const bad = await api('POST', '/api/account/email', cookie, { email: 'not-an-email', password });
    expect((await errorOf(bad)).code).toBe('bad_request:email');
    expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
  });

  it('refuses an expired link, a made-up one, and an address someone took meanwhile', async () => {
    const { password, cookie, user } = await accountOwner();
    const first = uniqueEmail('late');
    await api('POST', '/api/account/email', cookie, { email: first, password });
    const link = linkIn((await latestMail(first))!, '/account/email/verify');
    await db()
      .update(emailChanges)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(emailChanges.userId, user.id));
    expect((await openLink(link)).headers.get('Location')).toBe('/auth?notice=email-link-expired');
    expect((await openLink(link, cookie)).headers.get('Location')).toBe('/account?notice=email-link-expired');
    expect((await pressConfirm(link, cookie)).headers.get('Location')).toBe('/account?notice=email-link-expired');
    expect((await request('/account/email/verify?token=made-up-token-0000000000')).headers.get('Location')).toBe(
      '/auth?notice=email-link-invalid',
    );

    const second = uniqueEmail('raced');
    await api('POST', '/api/account/email', cookie, { email: second, password });
    const link2 = linkIn((await latestMail(second))!, '/account/email/verify');
    await createVerifiedUser({ email: second });
    expect(await confirmAsOwner(link2, cookie)).toBe('/account?notice=email-taken');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).not.toBe(second);
  });

  it('a newer request replaces the pending one, and cancelling withdraws it', async () => {
    const { password, cookie } = await accountOwner();
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await api('POST', '/api/account/email', cookie, { email: a, password });
    const linkA = linkIn((await latestMail(a))!, '/account/email/verify');
    await api('POST', '/api/account/email', cookie, { email: b, password });
    expect((await openLink(linkA, cookie)).headers.get('Location')).toBe('/account?notice=email-link-invalid');
    const cancel = await api('DELETE', '/api/account/email', cookie);
    expect(cancel.status).toBe(200);
    const linkB = linkIn((await latestMail(b))!, '/account/email/verify');
    expect((await openLink(linkB, cookie)).headers.get('Location')).toBe('/account?notice=email-link-invalid');
  });
});
