import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactApp, fakeEndpoint, findStored, send, validForm } from '../../test/contact';
import { db } from '../../test/db';
import { readConfig } from '../config';
import { devMailbox, enquiries } from '../db/schema';
import { DIGEST_LISTED, sendStaffDigest } from './notify';

const json = { Accept: 'application/json' };
const STAFF = 'desk@oasis.example';

/** Sends `n` enquiries from fresh addresses with STAFF_EMAIL and a single-email budget of `perHour`; returns their ids. */
async function flood(n: number, perHour: number, tag: string, { parallel = false } = {}) {
  const app = contactApp(fakeEndpoint(200).fetcher);
  const vars = { STAFF_EMAIL: STAFF, STAFF_EMAILS_PER_HOUR: String(perHour) };
  const one = async (i: number) => {
    const res = await send(app, '/api/contact', { method: 'POST', headers: json, body: validForm({ subject: `${tag} ${i}` }), vars });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  if (parallel) return Promise.all(Array.from({ length: n }, (_, i) => one(i)));
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await one(i));
  return ids;
}

const mailsTo = async (subjectPart: string) =>
  (await db().select().from(devMailbox)).filter((m) => m.to === STAFF && (m.subject.includes(subjectPart) || m.text.includes(subjectPart)));

const digestDeps = (perHour: number, extra: { now?: number; fetcher?: typeof fetch; vars?: Record<string, string> } = {}) => {
  const e = { ...env, STAFF_EMAIL: STAFF, STAFF_EMAILS_PER_HOUR: String(perHour), ...extra.vars } as Env;
  return { db: db(), config: readConfig(e), siteUrl: 'https://oasis.example', env: e, now: extra.now, fetcher: extra.fetcher };
};

describe('staff emails beyond a few an hour go into one digest', { timeout: 60_000 }, () => {
  it('past the hourly budget an enquiry waits for the digest; the digest lists them all in one email, once an hour', async () => {
    const ids = await flood(5, 2, 'Budget-two');
    const stored = await Promise.all(ids.map((id) => findStored(id)));
    expect(stored.map((e) => e!.staffNotice)).toEqual(['sent', 'sent', 'digest', 'digest', 'digest']);
    const singles = (await db().select().from(devMailbox)).filter((m) => m.subject.startsWith('New enquiry: Budget-two'));
    expect(singles).toHaveLength(2);

    const start = Date.now();
    const first = await sendStaffDigest(digestDeps(2, { now: start }));
    expect(first.reported).toBeGreaterThanOrEqual(3);
    const digests = (await db().select().from(devMailbox)).filter((m) => m.subject.includes('(hourly digest)'));
    expect(digests).toHaveLength(1);
    for (const id of ids.slice(2)) expect(digests[0]!.text).toContain(`/admin/enquiries/${id}`);
    for (const id of ids.slice(0, 2)) expect(digests[0]!.text).not.toContain(`/admin/enquiries/${id}`);
    expect((await Promise.all(ids.map((id) => findStored(id)))).every((e) => e!.staffNotice === 'sent')).toBe(true);

    // More arrive in the same hour: they wait; a second digest goes only once the hour has passed.
    const later = await flood(1, 2, 'Budget-two-later');
    expect((await findStored(later[0]!))!.staffNotice).toBe('digest');
    expect((await sendStaffDigest(digestDeps(2, { now: start + 10 * 60_000 }))).reported).toBe(0);
    expect((await findStored(later[0]!))!.staffNotice).toBe('digest');
    expect((await sendStaffDigest(digestDeps(2, { now: start + 61 * 60_000 }))).reported).toBe(1);
    expect((await findStored(later[0]!))!.staffNotice).toBe('sent');
  });

  it('20 parallel enquiries with a budget of 3: exactly 3 single emails, 17 wait for the digest', async () => {
    const ids = await flood(20, 3, 'Parallel-three', { parallel: true });
    const stored = await Promise.all(ids.map((id) => findStored(id)));
    expect(stored.filter((e) => e!.staffNotice === 'sent')).toHaveLength(3);
    expect(stored.filter((e) => e!.staffNotice === 'digest')).toHaveLength(17);
    expect((await mailsTo('New enquiry: Parallel-three')).length).toBe(3);
  });

  it('a digest the provider refuses leaves every enquiry waiting and the hour unspent', async () => {
    const ids = await flood(3, 1, 'Refused-digest');
    await db().update(enquiries).set({ staffNotice: 'sent' }).where(eq(enquiries.staffNotice, 'digest'));
    await db().update(enquiries).set({ staffNotice: 'digest' }).where(eq(enquiries.id, ids[2]!));
    const refusing = (async () => new Response('no', { status: 500 })) as unknown as typeof fetch;
    const failing = digestDeps(1, { fetcher: refusing, vars: { EMAIL_API_KEY: 'test-key' }, now: Date.now() + 5 * 3600_000 });
    await expect(sendStaffDigest(failing)).rejects.toThrow(/500/);
    expect((await findStored(ids[2]!))!.staffNotice).toBe('digest');
    // The refused attempt did not use up that hour's digest.
    expect((await sendStaffDigest(digestDeps(1, { now: Date.now() + 5 * 3600_000 + 1000 }))).reported).toBe(1);
  });

  it('a long digest lists the first ones and counts the rest; nothing is sent without STAFF_EMAIL', async () => {
    const now = Date.now() + 10 * 3600_000;
    const rows = Array.from({ length: DIGEST_LISTED + 7 }, (_, i) => ({
      id: crypto.randomUUID(),
      firstName: 'Many',
      lastName: `Sender${i}`,
      email: `many${i}@example.com`,
      subject: `Many-digest ${i}`,
      message: 'Hello',
      sourcePath: '/contact',
      relayStatus: 'not_configured' as const,
      staffNotice: 'digest',
      createdAt: now - 1000 + i,
    }));
    await db().update(enquiries).set({ staffNotice: 'sent' }).where(eq(enquiries.staffNotice, 'digest'));
    for (let i = 0; i < rows.length; i += 5)
      await db()
        .insert(enquiries)
        .values(rows.slice(i, i + 5));
    const none = { ...digestDeps(4, { now }), config: { ...digestDeps(4).config, STAFF_EMAIL: undefined } };
    expect((await sendStaffDigest(none)).reported).toBe(0);
    expect((await sendStaffDigest(digestDeps(4, { now }))).reported).toBe(DIGEST_LISTED + 7);
    const digest = (await mailsTo(`${DIGEST_LISTED + 7} new enquiries`))[0]!;
    expect(digest.text).toContain('Many-digest 0');
    expect(digest.text).not.toContain(`Many-digest ${DIGEST_LISTED}`);
    expect(digest.text).toContain('…and 7 more.');
  });
});
