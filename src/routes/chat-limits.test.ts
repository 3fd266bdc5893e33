import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA } from '../server/db/quotas';
import { createConversation } from '../server/db/conversations';
import { consumeRateLimit } from '../server/rate-limit';
import { readEvents, sendChat } from '../test/chat';
import { freshIp } from '../test/client';
import { db } from '../test/db';
import { signedInUser } from '../test/users';

const guest = (message: string) => ({ message, conversationId: null, pageContext: '/', isGuest: true });
const member = (message: string, conversationId: string | null = null) => ({ message, conversationId, pageContext: '/', isGuest: false });

describe('chat limits hold under parallel requests', { timeout: 60_000 }, () => {
  it('50 parallel guest messages from one address: 20 answered with distinct remaining counts, 30 refused', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 50 }, () => sendChat(guest('What is BPC-157?'), { 'CF-Connecting-IP': ip })));
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(20);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(30);
    const remaining = await Promise.all(ok.map(async (r) => ((await readEvents(r))[0] as { remaining: number }).remaining));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('guests are counted by IPv6 /64: rotating the interface half does not reset the limit', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        sendChat(guest('hi'), { 'CF-Connecting-IP': `${prefix}:${i.toString(16)}::1` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('30 parallel messages from a signed-in user with 10 left today: 10 answered, 20 refused', async () => {
    const { id, cookie } = await signedInUser();
    await consumeRateLimit(env, { key: `chat:user:${id}`, limit: 100, windowSeconds: 86_400, cost: 90 });
    const responses = await Promise.all(Array.from({ length: 30 }, () => sendChat(member('hi'), { Cookie: cookie })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    expect(Number(refused[0]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    await Promise.all(responses.map((r) => r.arrayBuffer()));
  });

  it('a signed-in user at the conversation quota is told with 413 before anything is stored or counted', async () => {
    const { id, cookie } = await signedInUser();
    await Promise.all(
      Array.from({ length: STORAGE_QUOTA.conversations }, (_, i) => createConversation(db(), { userId: id, title: `c${i}` })),
    );
    const res = await sendChat(member('hi'), { Cookie: cookie });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('quota:conversations');
  });
});
