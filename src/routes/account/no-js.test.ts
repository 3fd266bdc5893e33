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
    expect(saved.headers.get('Location')).toBe('/account?done=profile&section=profile#profile-title');
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.fullName).toBe('Plain Form');
    const page = await (await request('/account?done=profile', { headers: { Cookie: cookie } })).text();
    expect(page).toContain('Your name has been updated.');

    const blank = await formPost('/api/account/profile', cookie, { fullName: '  ' });
    expect(blank.headers.get('Location')).toBe('/account?problem=bad_request%3AfullName&section=profile#profile-title');
    const wrong = await formPost('/api/account/password', cookie, {
      currentPassword: 'nope-nope-nope',
      newPassword: 'Meadow-Copper-4471',
      confirmPassword: 'Meadow-Copper-4471',
    });
    expect(wrong.headers.get('Location')).toBe('/account?problem=bad_request%3AcurrentPassword&section=password#password-title');
    const mismatch = await formPost('/api/account/password', cookie, {
      currentPassword: password,
      newPassword: 'Meadow-Copper-4471',
      confirmPassword: 'Meadow-Copper-9999',
    });
    expect(mismatch.headers.get('Location')).toBe('/account?problem=bad_request%3AconfirmPassword&section=password#password-title');
    // Made-up problem text never reaches the page.
    const odd = await (await request('/account?problem=%3Cb%3Eyou%20were%20hacked', { headers: { Cookie: cookie } })).text();
    expect(odd).toContain('That did not work. Please try again.');
    expect(odd).not.toContain('hacked');

    const phone = await signInAs(email, password, SAFARI_IPHONE);
    const others = await formPost('/api/account/sessions/sign-out-others', cookie, {});
    expect(others.headers.get('Location')).toBe('/account?done=others&section=devices#devices-title');
    expect(await sessionUser(phone)).toBeNull();
    // The origin check still applies to form posts.
    expect((await formPost('/api/account/profile', cookie, { fullName: 'Evil' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('show the outcome inside the section the form was sent from, with the field it names marked invalid', async () => {
    const { cookie } = await accountOwner();
    const html = async (query: string) => (await request(`/account?${query}`, { headers: { Cookie: cookie } })).text();
    /** The server HTML of one section (sections do not nest). */
    const section = (page: string, id: string) => {
      const start = page.indexOf(`data-section="${id}"`);
      expect(start).toBeGreaterThan(-1);
      return page.slice(start, page.indexOf('</section>', start));
    };

    const blank = await html('problem=bad_request%3AfullName&section=profile');
    const profile = section(blank, 'profile');
    expect(profile).toContain('Please enter your full name');
    expect(profile).toMatch(/<input[^>]*id="account-full-name"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*account-full-name-error/);
    // Not also far above, at the top of the page.
    expect(blank).toContain('<div role="alert"></div><div role="status"></div>');

    const mismatch = section(await html('problem=bad_request%3AconfirmPassword&section=password'), 'password');
    expect(mismatch).toMatch(/<input[^>]*id="account-confirm-password"[^>]*aria-invalid="true"/);

    // A refusal that is not about a field: the section's alert.
    const taken = section(await html('problem=conflict%3Aemail&section=email'), 'email');
    expect(taken).toMatch(/id="email-error"[^>]*role="alert"/);

    const saved = await html('done=profile&section=profile');
    expect(section(saved, 'profile')).toContain('Your name has been updated.');
    // An unknown section falls back to the notice at the top of the page.
    expect(await html('done=profile&section=nowhere')).toContain('Your name has been updated.');
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
