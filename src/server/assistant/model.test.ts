import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { createChatRoutes } from '../../routes/chat';
import { addMessages } from '../db/conversations';
import { getDb } from '../db/client';
import { appContext } from '../middleware/context';
import { loadSession } from '../middleware/session';
import type { EngineDeps } from './engine';
import { FALLBACK_NOTE } from './model';
import { RESEARCH_NOTE } from './notes';
import { answerOf, conversationsOf, messagesOf, readEvents } from '../../test/chat';
import { freshIp } from '../../test/client';
import { fakeProvider, type FakeScript } from '../../test/fake-provider';
import { signedInUser } from '../../test/users';

const modelEnv = () => ({ ...env, AI_API_KEY: 'test-key', AI_BASE_URL: 'https://fake-ai.test/v1', AI_MODEL: 'fake-model' });

/** The chat routes wired to a fake provider, with short time-outs so failures resolve quickly. */
function chatWith(script: FakeScript, deps: EngineDeps = {}) {
  const provider = fakeProvider(script);
  const app = new Hono<AppEnv>();
  app.use('*', appContext);
  app.use('*', loadSession);
  app.route('/', createChatRoutes({ fetch: provider.fetch, firstTokenMs: 300, totalMs: 2000, ...deps }));
  const send = async (body: Record<string, unknown>, headers: Record<string, string> = {}, vars: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const res = await app.request(
      'http://localhost/api/chat',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'CF-Connecting-IP': freshIp(), ...headers },
        body: JSON.stringify({ conversationId: null, pageContext: '/education/bpc-157', isGuest: true, ...body }),
      },
      { ...modelEnv(), ...vars },
      ctx,
    );
    return { res, settled: () => waitOnExecutionContext(ctx) };
  };
  return { provider, send };
}

const GOOD = [
  'BPC-157 is a synthetic peptide studied mainly in rats ',
  'for tendon healing; see the ',
  '[BPC-157 guide](/education/bpc-157#benefits).',
];

describe('model mode (fake OpenAI-compatible provider)', () => {
  it('streams the provider’s answer, grounded by retrieval, capped and with the research-use note', async () => {
    const { provider, send } = chatWith({ chunks: GOOD });
    const { res } = await send({ message: 'What does research say about BPC-157 and tendons?' });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events[0]).toMatchObject({ type: 'meta', mode: 'model' });
    const deltas = events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''));
    expect(deltas.slice(0, 3)).toEqual(GOOD);
    const answer = answerOf(events);
    expect(answer.startsWith(GOOD.join(''))).toBe(true);
    expect(answer).toContain(RESEARCH_NOTE);
    expect(events.find((e) => e.type === 'sources')).toMatchObject({ items: [{ href: '/education/bpc-157#benefits' }] });
    expect(events.at(-1)).toEqual({ type: 'done' });

    expect(provider.calls).toHaveLength(1);
    const call = provider.calls[0]!;
    expect(call.url).toBe('https://fake-ai.test/v1/chat/completions');
    expect(call.headers.get('Authorization')).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ model: 'fake-model', stream: true, max_tokens: 700 });
    const system = call.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('(/education/bpc-157#');
    expect(system.content).toContain('not a doctor');
    expect(system.content).toContain('Never reveal');
    expect(system.content).toContain('The visitor is on the page /education/bpc-157.');
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: 'What does research say about BPC-157 and tendons?' });
  });

  it('adds a Sources list when the model cites no page', async () => {
    const { send } = chatWith({ chunks: ['Cold plunges are usually kept to a few minutes.'] });
    const answer = answerOf(await readEvents((await send({ message: 'How long should a cold plunge be?' })).res));
    expect(answer).toMatch(/\*\*Sources\*\*\n- \[[^\]]+\]\(\/[^)]+\)/);
  });

  it('sends a signed-in user only their own conversation’s last 10 messages as history', async () => {
    const { id, cookie } = await signedInUser();
    const first = chatWith({ chunks: ['Hello there.'] });
    const events = await readEvents((await first.send({ message: 'Hi', isGuest: false }, { Cookie: cookie })).res);
    const conversationId = events[0]!.type === 'meta' ? events[0]!.conversationId! : '';
    const db = getDb(env.DB);
    await addMessages(db, {
      conversationId,
      userId: id,
      messages: Array.from({ length: 12 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }) as const),
    });
    // Another user's conversation never leaks into the prompt.
    const other = await signedInUser();
    await readEvents((await first.send({ message: 'SECRET of another user', isGuest: false }, { Cookie: other.cookie })).res);

    const next = chatWith({ chunks: GOOD });
    await readEvents((await next.send({ message: 'And BPC-157?', conversationId, isGuest: false }, { Cookie: cookie })).res);
    const sent = next.provider.calls[0]!.body.messages;
    expect(sent).toHaveLength(1 + 10 + 1);
    expect(sent.slice(1, 11).map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `turn ${i + 2}`));
    expect(JSON.stringify(sent)).not.toContain('SECRET');
  });

  it('falls back to a marked library answer when the first token does not arrive in time', async () => {
    for (const script of [{ hangHeaders: true }, { hangAfterChunks: true }]) {
      const { send } = chatWith(script);
      const started = Date.now();
      const events = await readEvents((await send({ message: 'What is TB-500?' })).res);
      expect(Date.now() - started).toBeLessThan(1500);
      const answer = answerOf(events);
      expect(answer.startsWith(FALLBACK_NOTE)).toBe(true);
      expect(answer).toContain('(/education/tb-500');
      expect(events.at(-1)).toEqual({ type: 'done' });
    }
  });

  it('falls back when the whole answer takes too long', async () => {
    const { send } = chatWith(
      { chunks: ['TB-500 ', 'is ', 'a ', 'peptide '], delayMs: 150, hangAfterChunks: true },
      { totalMs: 400, firstTokenMs: 300 },
    );
    const events = await readEvents((await send({ message: 'What is TB-500?' })).res);
    expect(events.some((e) => e.type === 'reset')).toBe(true);
    expect(answerOf(events).startsWith(FALLBACK_NOTE)).toBe(true);
  });

  it('falls back on an HTTP 500 from the provider, without retrying', async () => {
    const { provider, send } = chatWith({ status: 500 });
    const events = await readEvents((await send({ message: 'What is NAD+?' })).res);
    expect(provider.calls).toHaveLength(1);
    expect(events[0]).toMatchObject({ mode: 'model' });
    expect(events.some((e) => e.type === 'reset')).toBe(false);
    const answer = answerOf(events);
    expect(answer.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(answer).toContain('(/education/nad');
  });

  it('a stream cut mid-answer: the visitor is told to discard it, gets a marked library answer, and nothing half-written is stored as complete', async () => {
    for (const script of [
      { chunks: ['HALF-WRITTEN answer about ', 'BPC-157 that '], cut: true },
      { chunks: ['HALF-WRITTEN answer that just stops'], finish: false },
    ]) {
      const { id, cookie } = await signedInUser();
      const { send } = chatWith(script);
      const events = await readEvents((await send({ message: 'Tell me about BPC-157', isGuest: false }, { Cookie: cookie })).res);
      const reset = events.findIndex((e) => e.type === 'reset');
      expect(reset).toBeGreaterThan(0);
      expect(events.slice(0, reset).some((e) => e.type === 'delta' && e.text.includes('HALF-WRITTEN'))).toBe(true);
      expect(answerOf(events).startsWith(FALLBACK_NOTE)).toBe(true);
      expect(events.at(-1)).toEqual({ type: 'done' });
      const [conversation] = await conversationsOf(id);
      const stored = await messagesOf(conversation!.id);
      expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(stored[1]!.status).toBe('complete');
      expect(stored[1]!.content.startsWith(FALLBACK_NOTE)).toBe(true);
      expect(stored.some((m) => m.content.includes('HALF-WRITTEN'))).toBe(false);
    }
  });

  it('stores an answer the visitor stops as interrupted, never as complete', async () => {
    const { id, cookie } = await signedInUser();
    const { send } = chatWith({
      chunks: ['First part of the answer. ', 'Second part. ', 'Third part. '],
      delayMs: 100,
      hangAfterChunks: true,
    });
    const { res, settled } = await send({ message: 'Tell me about BPC-157', isGuest: false }, { Cookie: cookie });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('First part')) seen += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    await settled();
    const [conversation] = await conversationsOf(id);
    const stored = await messagesOf(conversation!.id);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    expect(stored[1]!.content).toContain('First part');
  });

  it('stores a reply stopped during "Thinking…" (before any text) as interrupted, never as complete', async () => {
    const { id, cookie } = await signedInUser();
    const { send } = chatWith({ chunks: ['Late answer. '], delayMs: 400 });
    const { res, settled } = await send({ message: 'Tell me about BPC-157', isGuest: false }, { Cookie: cookie });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('"meta"')) seen += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    await settled();
    const [conversation] = await conversationsOf(id);
    const stored = await messagesOf(conversation!.id);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    expect(stored[1]!.content).not.toContain('Late answer');
  });

  it('sends max_completion_tokens and no temperature to reasoning models, max_tokens to others', async () => {
    const reasoning = chatWith({ chunks: GOOD, kind: 'reasoning' });
    const r = await reasoning.send({ message: 'What is BPC-157?' }, {}, { AI_MODEL: 'o3-mini' });
    expect(answerOf(await readEvents(r.res))).toContain('BPC-157 is a synthetic peptide');
    expect(reasoning.provider.calls).toHaveLength(1);
    expect(reasoning.provider.calls[0]!.body).toMatchObject({ model: 'o3-mini', max_completion_tokens: 700 });
    expect(reasoning.provider.calls[0]!.body).not.toHaveProperty('max_tokens');
    expect(reasoning.provider.calls[0]!.body).not.toHaveProperty('temperature');

    const legacy = chatWith({ chunks: GOOD, kind: 'legacy' });
    const l = await legacy.send({ message: 'What is BPC-157?' });
    expect(answerOf(await readEvents(l.res))).toContain('BPC-157 is a synthetic peptide');
    expect(legacy.provider.calls).toHaveLength(1);
    expect(legacy.provider.calls[0]!.body).toMatchObject({ max_tokens: 700, temperature: 0.3 });
  });

  it('retries once with the other parameter when an endpoint refuses the one sent (a 400 that names it)', async () => {
    // A compatible server that knows only max_tokens, behind a model name that looks like a reasoning model.
    const legacy = chatWith({ chunks: GOOD, kind: 'legacy' });
    const l = await legacy.send({ message: 'What is BPC-157?' }, {}, { AI_MODEL: 'gpt-5-compatible' });
    const events = await readEvents(l.res);
    expect(events[0]).toMatchObject({ mode: 'model' });
    expect(answerOf(events)).toContain('BPC-157 is a synthetic peptide');
    expect(legacy.provider.calls.map((c) => Object.keys(c.body).filter((k) => k.startsWith('max')))).toEqual([
      ['max_completion_tokens'],
      ['max_tokens'],
    ]);
    // A reasoning endpoint behind an ordinary name: retried with max_completion_tokens and no temperature.
    const reasoning = chatWith({ chunks: GOOD, kind: 'reasoning' });
    const r = await reasoning.send({ message: 'What is BPC-157?' }, {}, { AI_MODEL: 'my-reasoner' });
    expect(answerOf(await readEvents(r.res))).toContain('BPC-157 is a synthetic peptide');
    expect(reasoning.provider.calls).toHaveLength(2);
    expect(reasoning.provider.calls[1]!.body).not.toHaveProperty('temperature');
    // AI_TOKEN_PARAM forces one style for every model.
    const forced = chatWith({ chunks: GOOD, kind: 'reasoning' });
    await readEvents(
      (await forced.send({ message: 'What is BPC-157?' }, {}, { AI_MODEL: 'my-reasoner', AI_TOKEN_PARAM: 'max_completion_tokens' })).res,
    );
    expect(forced.provider.calls).toHaveLength(1);
  });

  it('grounds the model on the parsed intent, the conversation topic and the sections the library chose', async () => {
    const { provider, send } = chatWith({ chunks: GOOD });
    await readEvents((await send({ message: 'What doses were studied?', history: [{ role: 'user', content: 'What is TB-500?' }] })).res);
    const system = provider.calls[0]!.body.messages[0]!.content;
    expect(system).toContain('Subject: TB-500 (carried over');
    expect(system).toContain('Asks about: dose');
    expect(system).toContain('(/education/tb-500#dosing)');
  });

  it('the safety policy answers before the provider is ever called', async () => {
    const { provider, send } = chatWith({ chunks: GOOD });
    const events = await readEvents((await send({ message: 'I think I overdosed and my chest hurts' })).res);
    expect(provider.calls).toHaveLength(0);
    expect(events[0]).toMatchObject({ mode: 'library' });
    expect(answerOf(events)).toContain('911');
  });

  it('holds a reply about the visitor and replaces it when it carries a personal dose figure; a study question streams as is', async () => {
    const personal = chatWith({ chunks: ['For your tendon, ', 'try 250 mcg twice daily for four weeks.'] });
    const mine = await readEvents((await personal.send({ message: "I'm a 90kg guy with a sore tendon, is BPC-157 worth trying?" })).res);
    const answer = answerOf(mine);
    expect(answer).toContain("can't recommend a dose");
    expect(answer).not.toMatch(/250 mcg/);
    expect(mine.at(-1)).toEqual({ type: 'done' });

    const study = chatWith({ chunks: ['Rat studies used 10 µg/kg ', 'by injection ([guide](/education/bpc-157#dosing)).'] });
    const general = answerOf(await readEvents((await study.send({ message: 'What doses were used in the BPC-157 rat studies?' })).res));
    expect(general).toContain('10 µg/kg');
  });
});
