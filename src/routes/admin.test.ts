import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../index';
import { findEnquiry, insertEnquiry } from '../server/db/enquiries';
import { enquiries, type Enquiry } from '../server/db/schema';
import { send } from '../test/contact';
import { db } from '../test/db';
import { signedInUser } from '../test/users';

const ADMIN = 'boss@oasis.example';
const vars = { ADMIN_EMAILS: `someone@else.example, ${ADMIN.toUpperCase()}` };

let older: Enquiry;
let newer: Enquiry;
let adminCookie: string;

beforeAll(async () => {
  await db().delete(enquiries);
  const base = { phone: null, sourcePath: '/recovery' };
  older = await insertEnquiry(db(), {
    enquiry: {
      ...base,
      firstName: 'Old',
      lastName: 'Timer',
      email: 'old@example.com',
      subject: 'First question',
      message: 'Earlier message',
    },
    relayStatus: 'not_configured',
    nextRelayAt: null,
    now: Date.now() - 60_000,
  });
  newer = await insertEnquiry(db(), {
    enquiry: {
      ...base,
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Doe, "Jr"',
      email: 'jane@example.com',
      phone: '+971 50 000 0000',
      subject: 'Newest, with "quotes"',
      message: 'Line one\nLine two <b>not bold</b>',
    },
    relayStatus: 'pending',
    nextRelayAt: Date.now() + 60_000,
  });
  adminCookie = (await signedInUser({ email: ADMIN })).cookie;
});

const get = (path: string, cookie?: string) => send(app, path, { headers: cookie ? { Cookie: cookie } : {}, vars });

describe('staff inbox access', () => {
  const paths = () => ['/admin/enquiries', '/admin/enquiries.csv', `/admin/enquiries/${older.id}`];

  it('anonymous visitors get the normal 404 page', async () => {
    for (const path of paths()) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body).toContain('Oops! Page not found');
      expect(body).not.toContain('Earlier message');
    }
  });

  it('a signed-in user who is not staff gets 404 on the inbox and its CSV', async () => {
    const cookie = (await signedInUser({ email: 'visitor@example.com' })).cookie;
    for (const path of paths()) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Oops! Page not found');
    }
    const post = await send(app, `/admin/enquiries/${older.id}/handled`, { method: 'POST', headers: { Cookie: cookie }, vars });
    expect(post.status).toBe(404);
    expect((await findEnquiry(db(), { id: older.id }))!.handledAt).toBeNull();
  });

  it('a staff address that was never verified gets 404', async () => {
    const cookie = (await signedInUser({ email: 'unverified-boss@oasis.example', verified: false })).cookie;
    const res = await send(app, '/admin/enquiries', {
      headers: { Cookie: cookie },
      vars: { ADMIN_EMAILS: 'unverified-boss@oasis.example' },
    });
    expect(res.status).toBe(404);
  });
});

describe('staff inbox for staff', () => {
  it('lists enquiries newest first with their relay status, privately and unindexed', async () => {
    const res = await get('/admin/enquiries', adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const newest = html.indexOf('Newest, with &quot;quotes&quot;');
    const oldest = html.indexOf('First question');
    expect(newest).toBeGreaterThan(0);
    expect(oldest).toBeGreaterThan(newest);
    expect(html).toContain('Relaying');
    expect(html).toContain('Stored only');
    expect(html).toContain('href="/admin/enquiries.csv"');
  });

  it('shows one enquiry in full, escaped', async () => {
    const res = await get(`/admin/enquiries/${newer.id}`, adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Line one\nLine two &lt;b&gt;not bold&lt;/b&gt;');
    expect(html).toContain('jane@example.com');
    expect(html).toContain('/recovery');
    expect(html).toContain('Mark handled');
    expect((await get('/admin/enquiries/00000000-0000-4000-8000-000000000000', adminCookie)).status).toBe(404);
    expect((await get('/admin/enquiries/not-a-uuid', adminCookie)).status).toBe(404);
  });

  it('marks an enquiry handled and redirects back', async () => {
    const res = await send(app, `/admin/enquiries/${older.id}/handled`, {
      method: 'POST',
      headers: { Cookie: adminCookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'back=list',
      vars,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/admin/enquiries');
    expect((await findEnquiry(db(), { id: older.id }))!.handledAt).toBeGreaterThan(0);

    const detail = await send(app, `/admin/enquiries/${newer.id}/handled`, { method: 'POST', headers: { Cookie: adminCookie }, vars });
    expect(detail.headers.get('Location')).toBe(`/admin/enquiries/${newer.id}`);
  });

  it('refuses a cross-site "Mark handled"', async () => {
    const res = await send(app, `/admin/enquiries/${older.id}/handled`, {
      method: 'POST',
      headers: { Cookie: adminCookie, Origin: 'https://evil.example' },
      vars,
    });
    expect(res.status).toBe(403);
  });

  it('exports CSV with proper escaping and formula cells neutralised', async () => {
    const res = await get('/admin/enquiries.csv', adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const csv = (await res.text()).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,received_at,first_name,last_name,email,phone,subject,message,source_path,relay_status,relay_attempts,last_relay_error,handled_at,channel',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain('"Doe, ""Jr"""');
    expect(csv).toContain("'+971 50 000 0000");
    expect(csv).toContain('"Line one\nLine two <b>not bold</b>"');
    // Newest first, like the inbox.
    expect(csv.indexOf(newer.id)).toBeLessThan(csv.indexOf(older.id));
  });
});

describe('the way in', () => {
  it("staff see an 'Enquiry inbox' link in their user menu; other signed-in users do not", async () => {
    const staffPage = await (await get('/about', adminCookie)).text();
    expect(staffPage).toContain('Enquiry inbox');
    expect(staffPage).toContain('href="/admin/enquiries"');
    const visitorPage = await (await get('/about', (await signedInUser({ email: 'reader@example.com' })).cookie)).text();
    expect(visitorPage).not.toContain('Enquiry inbox');
  });
});
