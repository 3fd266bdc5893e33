import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../index';
import { findEnquiry, insertEnquiry } from '../server/db/enquiries';
import { enquiries, type Enquiry } from '../server/db/schema';
import { send } from '../test/contact';
import { db } from '../test/db';
import { currentStaffCode, enrolStaff, postStaffCode, signedInUser, staffUser } from '../test/users';
import { sessions, staffMembers } from '../server/db/schema';
import { eq } from 'drizzle-orm';
import { request } from '../test/http';
import { islandProps } from '../test/account';
import type { AccountView } from '../lib/account';
import { totpStep } from '../server/auth/totp';

// No variable grants staff rights any more; kept empty so each request states its environment the same way.
const vars = {};

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
  adminCookie = (await staffUser()).cookie;
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

  it('an address alone grants nothing: ADMIN_EMAILS is ignored, and an unverified account cannot be enrolled', async () => {
    const listed = await signedInUser({ email: 'boss-by-address@oasis.example' });
    const res = await send(app, '/admin/enquiries', { headers: { Cookie: listed.cookie }, vars: { ADMIN_EMAILS: listed.email } });
    expect(res.status).toBe(404);
    const unverified = await signedInUser({ email: 'unverified-boss@oasis.example', verified: false });
    expect(await enrolStaff(unverified.email)).toBe(false);
    expect((await get('/admin/enquiries', unverified.cookie)).status).toBe(404);
    expect((await get('/admin/verify', unverified.cookie)).status).toBe(404);
  });
});

describe('staff second factor', () => {
  it('an enrolled member sets up a code once, then each session needs a fresh code; codes are single-use', async () => {
    const member = await signedInUser({ name: 'New Staff' });
    expect(await enrolStaff(member.email)).toBe(true);
    expect(await enrolStaff(member.email)).toBe(false);

    const gated = await get('/admin/enquiries?before=5', member.cookie);
    expect(gated.status).toBe(302);
    expect(gated.headers.get('Location')).toBe('/admin/verify?next=%2Fadmin%2Fenquiries%3Fbefore%3D5');
    expect((await get('/admin/enquiries.csv', member.cookie)).status).toBe(302);

    const setup = await get('/admin/verify?next=%2Fadmin%2Fenquiries', member.cookie);
    expect(setup.status).toBe(200);
    expect(setup.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await setup.text();
    expect(html).toContain('Set Up Your Staff Sign-in Code');
    expect(html).toContain('src="/admin/verify/qr.svg"');
    const qr = await get('/admin/verify/qr.svg', member.cookie);
    expect(qr.headers.get('Content-Type')).toBe('image/svg+xml');

    const wrong = await postStaffCode(member.cookie, '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That code is not right');
    const code = await currentStaffCode(member.id);
    const passed = await postStaffCode(member.cookie, code, '/admin/gaps');
    expect(passed.status).toBe(303);
    expect(passed.headers.get('Location')).toBe('/admin/gaps');
    expect((await get('/admin/enquiries', member.cookie)).status).toBe(200);
    // The account page lists the session's staff access and when it ends.
    const { account } = islandProps<{ account: AccountView }>(await (await get('/account', member.cookie)).text(), 'AccountSettings');
    expect(account.devices.find((d) => d.current)!.staffUntil).toBeGreaterThan(Date.now() + 11 * 3600_000);
    // Set up: the QR code and key can no longer be read back.
    expect((await get('/admin/verify/qr.svg', member.cookie)).status).toBe(404);
    expect(await (await get('/admin/verify', member.cookie)).text()).toContain('Enter Your Staff Sign-in Code');

    // Another session of the same member has no staff rights, and the code just used does not give it any.
    const [row] = await db().select().from(staffMembers).where(eq(staffMembers.userId, member.id));
    expect(row!.totpConfirmedAt).toBeGreaterThan(0);
    const second = await signedInUser({ name: 'x', email: `second-${member.email}` });
    await db().update(sessions).set({ userId: member.id }).where(eq(sessions.userId, second.id));
    expect((await get('/admin/enquiries', second.cookie)).status).toBe(302);
    expect((await postStaffCode(second.cookie, code)).status).toBe(400);
    const next = await currentStaffCode(member.id, { step: totpStep(Date.now()) + 1 });
    expect((await postStaffCode(second.cookie, next)).status).toBe(303);
  });

  it('staff rights end after 12 hours while the session goes on; foreign next values stay in the staff area', async () => {
    const staff = await staffUser();
    await db()
      .update(sessions)
      .set({ staffUntil: Date.now() - 1 })
      .where(eq(sessions.userId, staff.id));
    expect((await get('/admin/enquiries', staff.cookie)).status).toBe(302);
    expect((await get('/account', staff.cookie)).status).toBe(200);
    const code = await currentStaffCode(staff.id, { step: totpStep(Date.now()) + 1 });
    for (const next of ['https://evil.example/', '//evil.example', '/account']) {
      const res = await postStaffCode(staff.cookie, next === '/account' ? code : '111111', next);
      if (res.status === 303) expect(res.headers.get('Location')).toBe('/admin/enquiries');
    }
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(session!.staffUntil! - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(session!.staffUntil! - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });

  it('codes are limited per member, refused cross-site, and a visitor or non-member gets 404', async () => {
    const member = await signedInUser();
    await enrolStaff(member.email);
    await get('/admin/verify', member.cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postStaffCode(member.cookie, '000000')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    // Even the right code waits for the limit.
    expect((await postStaffCode(member.cookie, await currentStaffCode(member.id))).status).toBe(429);
    const crossSite = await request('/admin/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: member.cookie, Origin: 'https://evil.example' },
      body: 'code=123456',
    });
    expect(crossSite.status).toBe(403);
    const visitor = await signedInUser();
    expect((await postStaffCode(visitor.cookie, '123456')).status).toBe(404);
    expect((await request('/admin/verify')).status).toBe(404);
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
