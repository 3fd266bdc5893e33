import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { request } from '../../test/http';
import { SAFARI_IPHONE, accountOwner, db, sessionUser, signInAs, uniqueIp } from '../../test/account';

/** A plain HTML form post, as a browser without JavaScript sends it. */
function formPost(path: string, cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'CF-Connecting-IP': uniqueIp(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('account forms without JavaScript', () => {
  it('save and come back to the page with a known notice', async () => {
    const { cookie, user, password, email } = await accountOwner();
    const saved = await formPost('/api/account/profile', cookie, { fullName: 'Plain Form' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/account?done=profile#profile-title');
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.fullName).toBe('Plain Form');
    const page = await (await request('/account?done=profile', { headers: { Cookie: cookie } })).text();
    expect(page).toContain('Your name has been updated.');

    const blank = await formPost('/api/account/profile', cookie, { fullName: '  ' });
    expect(blank.headers.get('Location')).toBe('/account?problem=bad_request%3AfullName#profile-title');
    const wrong = await formPost('/api/account/password', cookie, {
      currentPassword: 'nope-nope-nope',
      newPassword: 'Meadow-Copper-4471',
      confirmPassword: 'Meadow-Copper-4471',
    });
    expect(wrong.headers.get('Location')).toBe('/account?problem=bad_request%3AcurrentPassword#password-title');
    const mismatch = await formPost('/api/account/password', cookie, {
      currentPassword: password,
      newPassword: 'Meadow-Copper-4471',
      confirmPassword: 'Meadow-Copper-9999',
    });
    expect(mismatch.headers.get('Location')).toBe('/account?problem=bad_request%3AconfirmPassword#password-title');
    // Made-up problem text never reaches the page.
    const odd = await (await request('/account?problem=%3Cb%3Eyou%20were%20hacked', { headers: { Cookie: cookie } })).text();
    expect(odd).toContain('That did not work. Please try again.');
    expect(odd).not.toContain('hacked');

    const phone = await signInAs(email, password, SAFARI_IPHONE);
    const others = await formPost('/api/account/sessions/sign-out-others', cookie, {});
    expect(others.headers.get('Location')).toBe('/account?done=others#devices-title');
    expect(await sessionUser(phone)).toBeNull();
    // The origin check still applies to form posts.
    expect((await formPost('/api/account/profile', cookie, { fullName: 'Evil' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('deleting the account lands on the deleted page with the cookie cleared', async () => {
    const { cookie, password, email } = await accountOwner();
    const res = await formPost('/api/account/delete', cookie, { email, password });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/account/deleted?conversations=0&messages=0&sessions=1&enquiries=0');
    expect(res.headers.getSetCookie().some((c) => /^sid=;/.test(c))).toBe(true);
    expect(await sessionUser(cookie)).toBeNull();
  });
});
