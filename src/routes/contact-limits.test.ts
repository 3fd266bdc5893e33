import { describe, expect, it } from 'vitest';
import { freshIp } from '../test/client';
import { contactApp, countStored, fakeEndpoint, findStored, send, validForm } from '../test/contact';
import { postJson } from '../test/http';
import { db } from '../test/db';
import { devMailbox } from '../server/db/schema';
import { CONTACT_RATE_LIMIT } from '../server/contact/accept';
import { HANDOFF_RATE_LIMIT } from './handoff';

const json = { Accept: 'application/json' };

describe('contact limits hold under parallel requests', { timeout: 60_000 }, () => {
  it('20 parallel enquiries from one visitor: 5 stored, 15 refused with 429', async () => {
    const app = contactApp(fakeEndpoint(200).fetcher);
    const ip = freshIp();
    const before = await countStored();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send(app, '/api/contact', { method: 'POST', headers: json, body: validForm(), ip })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(20 - CONTACT_RATE_LIMIT.limit);
    expect((await countStored()) - before).toBe(CONTACT_RATE_LIMIT.limit);
  });

  it('IPv6: 50 /64s of one /48 share the /48 allowance (4× the limit), and each /56 twice the limit', async () => {
    const app = contactApp(fakeEndpoint(200).fetcher);
    const r = () => Math.floor(Math.random() * 0xffff).toString(16);
    const site = `2001:db8:${r()}`;
    const before = await countStored();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      // A fresh /64 each time, spread over a handful of /56s.
      const ip = `${site}:${((i % 5) * 0x100 + i).toString(16)}:${r()}:${r()}:${r()}:${r()}`;
      statuses.push((await send(app, '/api/contact', { method: 'POST', headers: json, body: validForm(), ip })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit * 4);
    expect((await countStored()) - before).toBe(CONTACT_RATE_LIMIT.limit * 4);
    // One /56 alone gets twice the limit; another /48 is unaffected.
    const other = `2001:db8:${r()}`;
    const inOne56: number[] = [];
    for (let i = 0; i < 15; i++)
      inOne56.push(
        (
          await send(app, '/api/contact', {
            method: 'POST',
            headers: json,
            body: validForm(),
            ip: `${other}:${(0x4200 + i).toString(16)}::1`,
          })
        ).status,
      );
    expect(inOne56.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit * 2);
  });

  it('past the site-wide hourly ceiling, enquiries from fresh addresses are still stored but held: not relayed, no staff email', async () => {
    const endpoint = fakeEndpoint(200);
    const app = contactApp(endpoint.fetcher);
    const vars = {
      ENQUIRY_HOURLY_CEILING: '3',
      CONTACT_FORWARD_URL: 'https://forms.example.test/f/ceiling',
      STAFF_EMAIL: 'desk@oasis.example',
    };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(app, '/api/contact', { method: 'POST', headers: json, body: validForm({ subject: `Ceiling ${i}` }), vars });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const stored = await Promise.all(ids.map((id) => findStored(id)));
    expect(stored.map((e) => e!.heldAt !== null)).toEqual([false, false, false, true, true]);
    expect(stored.slice(3).every((e) => e!.relayStatus === 'not_configured')).toBe(true);
    expect(endpoint.calls).toHaveLength(3);
    const mails = await db().select().from(devMailbox);
    for (const id of ids.slice(3)) expect(mails.some((m) => m.text.includes(id))).toBe(false);
    for (const id of ids.slice(0, 3)) expect(mails.some((m) => m.text.includes(id))).toBe(true);
  });

  it('stores names, subjects and messages without control or bidi characters', async () => {
    const app = contactApp(fakeEndpoint(200).fetcher);
    const body = validForm({ firstName: 'La\u0000yla\u202E', subject: 'Knee\u2067 plan\u0008', message: 'Hello\u202D\r\nthere\u0000' });
    const res = await send(app, '/api/contact', { method: 'POST', headers: json, body });
    expect(res.status).toBe(201);
    const stored = await findStored(((await res.json()) as { id: string }).id);
    expect(stored).toMatchObject({ firstName: 'Layla', subject: 'Knee plan', message: 'Hello\nthere' });
  });
});

describe('chat handoff limit holds under parallel requests', { timeout: 60_000 }, () => {
  it('20 parallel handoffs from one visitor: 5 accepted, 15 refused with 429', async () => {
    const ip = freshIp();
    const body = {
      name: 'Layla Haddad',
      email: 'layla@example.com',
      message: 'Please call me.',
      transcript: [{ role: 'user', content: 'Do you ship to Abu Dhabi?' }],
      pageContext: '/',
    };
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => postJson('/api/chat/handoff', body, { 'CF-Connecting-IP': ip }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - HANDOFF_RATE_LIMIT.limit);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 201)).toBe(true);
  });
});
