import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { send } from '../test/contact';
import { request } from '../test/http';
import { staffUser } from '../test/users';

const huge = JSON.stringify({ email: `${'a'.repeat(10 * 1024 * 1024)}@example.com`, password: 'x' });

describe('body-size limits and cookie caching', () => {
  it('every auth endpoint refuses a 10 MB body with 413 before reading it', async () => {
    for (const path of ['sign-in', 'sign-up', 'resend', 'forgot', 'reset', 'sign-out']) {
      const res = await request(`/api/auth/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge });
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large:auth');
    }
  });

  it('the verify form and the staff inbox refuse huge bodies too', async () => {
    const verify = await request('/auth/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${'a'.repeat(1024 * 1024)}`,
    });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('Location')).toBe('/auth?notice=verify-invalid');
    const { cookie } = await staffUser();
    const res = await send(app, `/admin/enquiries/${crypto.randomUUID()}/handled`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `back=${'x'.repeat(1024 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });

  it('an anonymous page that clears a stale session cookie is private, never public', async () => {
    const res = await request('/about', { headers: { Cookie: 'sid=not-a-real-session-token-value' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    // Without a cookie the same page stays cacheable at the edge.
    expect((await request('/about')).headers.get('Cache-Control')).toMatch(/^public/);
  });
});
