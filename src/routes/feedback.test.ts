import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findAnswer } from '../server/db/insight';
import { answerFeedback } from '../server/db/schema';
import { clientIp, consumeRateLimit, hashedClientKey } from '../server/rate-limit';
import { readEvents, sendChat } from '../test/chat';
import { freshIp } from '../test/client';
import { db } from '../test/db';
import { postJson, request } from '../test/http';
import { signedInUser } from '../test/users';
import { FEEDBACK_RATE_LIMIT } from './feedback';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

/** Asks a question and returns the answer's id and thread, once the answer row is stored (it is written after the stream). */
async function ask(message: string, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}) {
  const res = await sendChat(
    { message, conversationId: null, pageContext: '/', isGuest: !cookie },
    { 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}) },
  );
  expect(res.status).toBe(200);
  const meta = (await readEvents(res))[0] as { type: 'meta'; answerId: string; threadId: string };
  for (let i = 0; i < 50 && !(await findAnswer(db(), meta.answerId)); i++) await new Promise((r) => setTimeout(r, 20));
  return meta;
}

const vote = (body: unknown, headers: Record<string, string> = {}) =>
  postJson('/api/assistant/feedback', body, { 'CF-Connecting-IP': freshIp(), ...headers });
const stored = async (answerId: string) => (await db().select().from(answerFeedback).where(eq(answerFeedback.answerId, answerId)))[0];

describe('POST /api/assistant/feedback: guests', () => {
  it('stores a helpful vote without identity, once per answer', async () => {
    const { answerId, threadId } = await ask('What are your opening hours?');
    const answer = await findAnswer(db(), answerId);
    expect(answer).toMatchObject({ threadId, userId: null, kind: 'fact' });
    expect((await vote({ answerId, helpful: true })).status).toBe(201);
    expect(await stored(answerId)).toMatchObject({ helpful: true, reason: null, note: null });
    const again = await vote({ answerId, helpful: false, reason: 'wrong' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('conflict:feedback');
    expect(await stored(answerId)).toMatchObject({ helpful: true });
  });

  it('asks a reason for "not helpful", keeps an optional note up to 1,000 characters', async () => {
    const { answerId } = await ask('How much is the initial consultation?');
    const noReason = await vote({ answerId, helpful: false });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).code).toBe('bad_request:reason');
    const longNote = await vote({ answerId, helpful: false, reason: 'incomplete', note: 'x'.repeat(1001) });
    expect(longNote.status).toBe(400);
    expect((await errorOf(longNote)).code).toBe('bad_request:note');
    const badReason = await vote({ answerId, helpful: false, reason: 'boring' });
    expect(badReason.status).toBe(400);
    expect(await stored(answerId)).toBeUndefined();
    expect((await vote({ answerId, helpful: false, reason: 'incomplete', note: `  ${'n'.repeat(1000)}  ` })).status).toBe(201);
    expect(await stored(answerId)).toMatchObject({ helpful: false, reason: 'incomplete', note: 'n'.repeat(1000) });
  });

  it('refuses bad input clearly: a malformed or unknown answer id, a helpful vote with a reason, a non-JSON body', async () => {
    const malformed = await vote({ answerId: 'nope', helpful: true });
    expect((await errorOf(malformed)).code).toBe('bad_request:answerId');
    const unknown = await vote({ answerId: crypto.randomUUID(), helpful: true });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('not_found:answer');
    const { answerId } = await ask('Where is your office?');
    expect((await vote({ answerId, helpful: true, reason: 'wrong' })).status).toBe(400);
    const text = await request('/api/assistant/feedback', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(400);
    expect(await stored(answerId)).toBeUndefined();
  });

  it('refuses a post from another site (403) and stores nothing', async () => {
    const { answerId } = await ask('Is shipping free?');
    const res = await vote({ answerId, helpful: true }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await stored(answerId)).toBeUndefined();
  });

  it('is limited like the other writes: past the limit the vote is refused with 429', async () => {
    const ip = freshIp();
    const { answerId } = await ask('Do you accept crypto?');
    const key = `feedback:guest:${await hashedClientKey(clientIp(new Request('https://x', { headers: { 'CF-Connecting-IP': ip } })), 'feedback')}`;
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) await consumeRateLimit(env, { key, ...FEEDBACK_RATE_LIMIT });
    const res = await vote({ answerId, helpful: true }, { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('rate_limit:feedback');
    expect(await stored(answerId)).toBeUndefined();
  });
});

describe('POST /api/assistant/feedback: signed in', () => {
  it("stores the vote on the visitor's own answer; another account or a guest cannot rate it", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const { answerId, threadId } = await ask('What is BPC-157?', { cookie: owner.cookie });
    const answer = await findAnswer(db(), answerId);
    expect(answer?.userId).toBe(owner.id);
    expect(answer?.threadId).toBe(threadId);
    expect((await vote({ answerId, helpful: false, reason: 'wrong' }, { Cookie: other.cookie })).status).toBe(404);
    expect((await vote({ answerId, helpful: false, reason: 'wrong' })).status).toBe(404);
    expect(await stored(answerId)).toBeUndefined();
    expect(
      (await vote({ answerId, helpful: false, reason: 'not_what_i_asked', note: 'I asked about TB-500' }, { Cookie: owner.cookie })).status,
    ).toBe(201);
    expect(await stored(answerId)).toMatchObject({ helpful: false, reason: 'not_what_i_asked', note: 'I asked about TB-500' });
  });

  it("lets a saved conversation's replies be rated after a reload: each carries its answer id and the vote given", async () => {
    const owner = await signedInUser();
    const first = await ask('What is BPC-157?', { cookie: owner.cookie });
    const conversationId = first.threadId;
    const res = await sendChat(
      { message: 'How much is the initial consultation?', conversationId, pageContext: '/', isGuest: false },
      { 'CF-Connecting-IP': freshIp(), Cookie: owner.cookie },
    );
    const second = (await readEvents(res))[0] as { type: 'meta'; answerId: string };
    for (let i = 0; i < 50 && !(await findAnswer(db(), second.answerId)); i++) await new Promise((r) => setTimeout(r, 20));

    type View = { role: string; answerId?: string; vote?: string };
    const load = async (cookie: string) => {
      const r = await request(`/api/conversations/${conversationId}/messages`, { headers: { Cookie: cookie } });
      return { status: r.status, messages: r.ok ? ((await r.json()) as { messages: View[] }).messages : [] };
    };
    const before = (await load(owner.cookie)).messages;
    expect(before.map((m) => [m.role, m.answerId, m.vote])).toEqual([
      ['user', undefined, undefined],
      ['assistant', first.answerId, undefined],
      ['user', undefined, undefined],
      ['assistant', second.answerId, undefined],
    ]);

    expect((await vote({ answerId: before[1]!.answerId, helpful: true }, { Cookie: owner.cookie })).status).toBe(201);
    const after = (await load(owner.cookie)).messages;
    expect(after.map((m) => m.vote)).toEqual([undefined, 'helpful', undefined, undefined]);
    expect((await vote({ answerId: after[3]!.answerId, helpful: false, reason: 'incomplete' }, { Cookie: owner.cookie })).status).toBe(201);
    expect((await load(owner.cookie)).messages.map((m) => m.vote)).toEqual([undefined, 'helpful', undefined, 'not_helpful']);
    // Still one vote per answer, and nobody else sees or rates them.
    expect((await vote({ answerId: after[1]!.answerId, helpful: false, reason: 'wrong' }, { Cookie: owner.cookie })).status).toBe(409);
    expect((await load((await signedInUser()).cookie)).status).toBe(404);
  });
});
