import { describe, expect, it } from 'vitest';
import { addMessages, createConversation } from '../server/db/conversations';
import { STORAGE_QUOTA } from '../server/db/quotas';
import { messageFor } from '../server/errors';
import { conversationsOf, messagesOf } from '../test/chat';
import { db } from '../test/db';
import { postJson, request } from '../test/http';
import { signedInUser } from '../test/users';
import { CONVERSATION_LIMITS } from './conversations';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const importChat = (messages: { role: string; content: string }[], cookie: string) =>
  postJson('/api/conversations/import', { messages }, { Cookie: cookie });
const chat = (n: number, size = 20) =>
  Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `${i}: ${'w'.repeat(size)}` }));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('saving a guest chat within D1 limits and quotas', () => {
  it('imports 50 long messages in order (more than 100 bound values), in one conversation', async () => {
    const { id, cookie } = await signedInUser();
    const messages = chat(50, 7_900);
    const res = await importChat(messages, cookie);
    expect(res.status).toBe(201);
    const { conversation } = (await res.json()) as { conversation: { id: string } };
    const stored = await messagesOf(conversation.id);
    expect(stored.map((m) => m.content)).toEqual(messages.map((m) => m.content));
    expect(await conversationsOf(id)).toHaveLength(1);
  });

  it('refuses an import over the character quota with 413 and stores nothing', async () => {
    const { id, cookie } = await signedInUser();
    // Fill the account close to its quota directly, then try to save one more chat.
    const big = await createConversation(db(), { userId: id, title: 'Big' });
    const filler = Array.from({ length: 10 }, () => ({
      role: 'user' as const,
      content: 'x'.repeat((STORAGE_QUOTA.bytes - 10_000) / 10),
    }));
    expect(await addMessages(db(), { conversationId: big.id, userId: id, messages: filler })).not.toBeNull();
    const res = await importChat(chat(4, 5_000), cookie);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'quota:characters', message: messageFor('quota:characters') });
    const rows = await conversationsOf(id);
    expect(rows.map((r) => r.id)).toEqual([big.id]);
    // Something small still fits.
    expect((await importChat(chat(2, 10), cookie)).status).toBe(201);
  });

  it('counts the quota in UTF-8 bytes: 4-byte characters cannot store more than the quota allows', async () => {
    const { id, cookie } = await signedInUser();
    const big = await createConversation(db(), { userId: id, title: 'Emoji' });
    // 499,000 emoji are 998,000 characters (UTF-16 units) but 1,996,000 bytes: within 4,000 bytes of the quota.
    const filler = Array.from({ length: 10 }, () => ({ role: 'user' as const, content: '\u{1F600}'.repeat(49_900) }));
    expect(await addMessages(db(), { conversationId: big.id, userId: id, messages: filler })).not.toBeNull();
    const res = await importChat(chat(2, 3_000), cookie);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'quota:characters', message: messageFor('quota:characters') });
    // Past the quota in bytes, nothing more is appended either.
    expect(
      await addMessages(db(), { conversationId: big.id, userId: id, messages: [{ role: 'user', content: '\u{1F600}'.repeat(2_000) }] }),
    ).toBeNull();
  });

  it('refuses a conversation past the per-account count, and a message past the per-conversation count', async () => {
    const { id, cookie } = await signedInUser();
    const now = Date.now();
    for (let i = 0; i < STORAGE_QUOTA.conversations; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, STORAGE_QUOTA.conversations - i) }, (_, j) =>
          createConversation(db(), { userId: id, title: `c${i + j}`, now }),
        ),
      );
    }
    const res = await importChat(chat(2), cookie);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('quota:conversations');
    expect(await conversationsOf(id)).toHaveLength(STORAGE_QUOTA.conversations);

    const other = await signedInUser();
    const conv = await createConversation(db(), { userId: other.id, title: 'Long' });
    const many = Array.from({ length: STORAGE_QUOTA.messagesPerConversation }, (_, i) => ({ role: 'user' as const, content: `m${i}` }));
    expect(await addMessages(db(), { conversationId: conv.id, userId: other.id, messages: many })).not.toBeNull();
    expect(
      await addMessages(db(), { conversationId: conv.id, userId: other.id, messages: [{ role: 'user', content: 'one more' }] }),
    ).toBeNull();
    expect(await messagesOf(conv.id)).toHaveLength(STORAGE_QUOTA.messagesPerConversation);
  });

  it('parallel imports cannot pass the quota: exactly the ones that fit are stored', async () => {
    const { id, cookie } = await signedInUser();
    const big = await createConversation(db(), { userId: id, title: 'Big' });
    const room = 3 * 4 * 5_010; // three more chats of four 5,000-character messages (plus their prefixes)
    const filler = Array.from({ length: 10 }, () => ({
      role: 'user' as const,
      content: 'x'.repeat((STORAGE_QUOTA.bytes - room) / 10),
    }));
    await addMessages(db(), { conversationId: big.id, userId: id, messages: filler });
    const statuses = await Promise.all(Array.from({ length: 8 }, () => importChat(chat(4, 5_000), cookie).then((r) => r.status)));
    expect(tally(statuses)).toEqual({ 201: 3, 413: 5 });
    expect(await conversationsOf(id)).toHaveLength(4);
  });

  it('50 parallel imports by one user: the import limit holds (10 an hour), the rest 429 with Retry-After', async () => {
    const { id, cookie } = await signedInUser();
    const responses = await Promise.all(Array.from({ length: 50 }, () => importChat(chat(2), cookie)));
    expect(tally(responses.map((r) => r.status))).toEqual({
      201: CONVERSATION_LIMITS.import.limit,
      429: 50 - CONVERSATION_LIMITS.import.limit,
    });
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limit:conversations_import');
    expect(await conversationsOf(id)).toHaveLength(CONVERSATION_LIMITS.import.limit);
  });

  it('50 parallel renames by one user: 30 applied, the rest 429', async () => {
    const { id, cookie } = await signedInUser();
    const conv = await createConversation(db(), { userId: id, title: 'Start' });
    const rename = (i: number) =>
      request(`/api/conversations/${conv.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ title: `Title ${i}` }),
      }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => rename(i)));
    expect(tally(statuses)).toEqual({ 200: CONVERSATION_LIMITS.rename.limit, 429: 50 - CONVERSATION_LIMITS.rename.limit });
  });

  it('strips control and bidi characters from titles and messages, and refuses a huge rename body', async () => {
    const { id, cookie } = await signedInUser();
    const res = await importChat([{ role: 'user', content: 'Hi\u0000 there\u202E gnp.exe\u2066' }], cookie);
    const { conversation } = (await res.json()) as { conversation: { id: string; title: string } };
    expect(conversation.title).toBe('Hi there gnp.exe');
    expect((await messagesOf(conversation.id))[0]!.content).toBe('Hi there gnp.exe');
    const renamed = await request(`/api/conversations/${conversation.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ title: 'Plan\u202Bcod.exe\u0007\r\nnext' }),
    });
    expect(((await renamed.json()) as { conversation: { title: string } }).conversation.title).toBe('Plancod.exe next');
    const huge = await request(`/api/conversations/${conversation.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await conversationsOf(id)).toHaveLength(1);
  });
});
