import { describe, expect, it } from 'vitest';
import { postJson, request } from '../../test/http';
import { createVerifiedUser, latestMail, linkIn, signInCookie, uniqueEmail, uniqueIp } from '../../test/account';

const FOREIGN = [
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'javascript:alert(1)',
  '/%2F%2Fevil.com',
  '/\t/evil.com',
  'evil.com',
  // Normalised by the URL parser into "//evil.com" (the open redirect of security round 3).
  '/.//evil.com',
  '/..//evil.com',
  '/%2e//evil.com',
  '/x/..//evil.com',
];

const authProps = async (query: string) => {
  const html = await (await request(`/auth${query}`)).text();
  const m = /data-island="AuthForm" data-props="([^"]*)"/.exec(html)!;
  return JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { next: string };
};

/** Presses the verify page's button: a same-origin form POST of the link's token (and a next value). */
async function pressVerify(link: string, { next }: { next?: string } = {}) {
  const token = new URL(link, 'http://localhost').searchParams.get('token')!;
  const res = await request('/auth/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...(next ? { next } : {}) }).toString(),
  });
  return res.headers.get('Location');
}

describe('/auth?next=', () => {
  it('hands a same-site path to the form, and anything else as /', async () => {
    expect((await authProps('?next=%2Fchat%3Fq%3Dbpc')).next).toBe('/chat?q=bpc');
    expect((await authProps('?next=%2Faccount')).next).toBe('/account');
    for (const bad of FOREIGN) expect((await authProps(`?next=${encodeURIComponent(bad)}`)).next, bad).toBe('/');
  });

  it('sends a signed-in visitor to next, or to / when next is foreign', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    const to = async (next: string) =>
      (await request(`/auth?next=${encodeURIComponent(next)}`, { headers: { Cookie: cookie } })).headers.get('Location');
    expect(await to('/account')).toBe('/account');
    expect(await to('/chat?q=hello')).toBe('/chat?q=hello');
    for (const bad of FOREIGN) expect(await to(bad), bad).toBe('/');
  });

  it('/chat and /account send a visitor to /auth with their own path as next', async () => {
    expect((await request('/chat?q=what%20is%20nad')).headers.get('Location')).toBe('/auth?next=/chat%3Fq%3Dwhat%2520is%2520nad');
    expect((await request('/account')).headers.get('Location')).toBe('/auth?next=/account');
  });

  it('carries next through the sign-up verification link, and drops a foreign one', async () => {
    const email = uniqueEmail('next');
    await postJson(
      '/api/auth/sign-up',
      { fullName: 'Next Person', email, password: 'Harbor-Cinder-5521', next: '/account' },
      { 'CF-Connecting-IP': uniqueIp() },
    );
    const link = linkIn((await latestMail(email))!, '/auth/verify');
    expect(new URL(link, 'http://localhost').searchParams.get('next')).toBe('/account');
    // The link opens the page; its button (a form POST carrying token and next) verifies.
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="next" value="/account"');
    expect(await pressVerify(link, { next: '/account' })).toBe('/auth?notice=verified&next=/account');

    const other = uniqueEmail('foreign-next');
    await postJson(
      '/api/auth/sign-up',
      { fullName: 'Foreign', email: other, password: 'Harbor-Cinder-5521', next: '//evil.com' },
      { 'CF-Connecting-IP': uniqueIp() },
    );
    const plain = linkIn((await latestMail(other))!, '/auth/verify');
    expect(plain).not.toContain('next');
    // A link edited to point away still lands on the site.
    expect(await pressVerify(plain, { next: 'https://evil.com' })).toBe('/auth?notice=verified');
  });

  it('resend carries next as well', async () => {
    const email = uniqueEmail('resend-next');
    await postJson('/api/auth/sign-up', { fullName: 'R', email, password: 'Harbor-Cinder-5521' }, { 'CF-Connecting-IP': uniqueIp() });
    await postJson('/api/auth/resend', { email, next: '/chat' }, { 'CF-Connecting-IP': uniqueIp() });
    const deadline = Date.now() + 3000;
    let link = '';
    while (Date.now() < deadline && !link.includes('next=')) {
      link = linkIn((await latestMail(email))!, '/auth/verify');
      if (!link.includes('next=')) await new Promise((r) => setTimeout(r, 50));
    }
    expect(new URL(link, 'http://localhost').searchParams.get('next')).toBe('/chat');
  });
});
