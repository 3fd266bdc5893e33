// Handoff to the team, content gaps and Stop, through POST /api/chat (issue 9).
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../index';
import { askChat as ask, messagesOf } from '../../test/chat';
import { signedInUser } from '../../test/users';
import { getDb } from '../db/client';
import { contentGaps } from '../db/schema';

describe('handoff and content gaps', () => {
  beforeEach(async () => {
    await getDb(env.DB).delete(contentGaps);
  });

  it('"Can I talk to a human?" offers the team and sends the handoff event before done', async () => {
    const { events, text } = await ask('Can I talk to a human?');
    expect(text).toContain('Ask our team');
    const kinds = events.map((e) => e.type);
    expect(kinds.slice(-2)).toEqual(['handoff', 'done']);
    expect(events.at(-2)).toEqual({ type: 'handoff', reason: 'requested' });
  });

  it('two unanswered questions in a row send the handoff with reason "unanswered"; one does not', async () => {
    const once = await ask('what is the zorblax protocol');
    expect(once.events.some((e) => e.type === 'handoff')).toBe(false);
    const twice = await ask('what is the zorblax protocol', { history: [{ role: 'user', content: 'what is the flimflam stack' }] });
    expect(twice.events.at(-2)).toEqual({ type: 'handoff', reason: 'unanswered' });
  });

  it('records unanswered questions without emails or phone numbers, counted by similar question', async () => {
    await ask("What is the zorblax protocol? I'm jo@example.com, +971 50 123 4567");
    await ask('what is the Zorblax protocol');
    await ask('What is BPC-157?');
    const rows = await getDb(env.DB).select().from(contentGaps);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(2);
    expect(rows[0]!.example).not.toMatch(/jo@example\.com|123 4567/);
    expect(Object.keys(rows[0]!)).not.toContain('userId');
  });

  it('/admin/gaps lists gaps for staff only (404 for everyone else), linked from the enquiries inbox', async () => {
    await ask('what is the zorblax protocol');
    const staff = await signedInUser({ name: 'Staff' });
    const vars = { ADMIN_EMAILS: staff.email };
    const get = (path: string, cookie = '') =>
      app.fetch(
        new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
        { ...env, ...vars },
        createExecutionContext(),
      );
    expect((await get('/admin/gaps')).status).toBe(404);
    expect((await get('/admin/gaps', (await signedInUser({ name: 'Visitor' })).cookie)).status).toBe(404);
    const page = await get('/admin/gaps', staff.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('zorblax protocol');
    expect(await (await get('/admin/enquiries', staff.cookie)).text()).toContain('href="/admin/gaps"');
  });
});

describe('Stop is stored as interrupted', () => {
  it('a reply the signed-in visitor stops after it was already stored is marked interrupted by POST /api/chat/stop', async () => {
    const user = await signedInUser();
    const first = await ask('What is TB-500?', { cookie: user.cookie });
    const meta = first.events[0];
    const conversationId = meta?.type === 'meta' ? meta.conversationId! : '';
    const stop = await app.fetch(
      new Request('http://localhost/api/chat/stop', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Cookie: user.cookie },
        body: JSON.stringify({ conversationId }),
      }),
      env,
      createExecutionContext(),
    );
    expect(stop.status).toBe(200);
    const stored = await messagesOf(conversationId);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    // Someone else's conversation is a 404 and changes nothing.
    const other = await signedInUser({ name: 'Other' });
    const foreign = await app.fetch(
      new Request('http://localhost/api/chat/stop', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Cookie: other.cookie },
        body: JSON.stringify({ conversationId }),
      }),
      env,
      createExecutionContext(),
    );
    expect(foreign.status).toBe(404);
  });
});
