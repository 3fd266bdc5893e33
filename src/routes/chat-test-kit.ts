// Helpers for the chat and conversation tests: users with sessions made directly in D1, and stream reading.
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { hashToken, randomToken } from '../server/auth/tokens';
import { getDb } from '../server/db/client';
import { chatConversations, chatMessages, users } from '../server/db/schema';
import { createSession } from '../server/db/sessions';
import { postJson } from '../test/http';
import type { ChatStreamEvent } from './chat';

export const db = () => getDb(env.DB);

/** A unique client address, so tests never share the guest limit. */
export function uniqueIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** A user with a live session; send `cookie` as the Cookie header. */
export async function signedInUser(name = 'Test User') {
  const id = crypto.randomUUID();
  await db()
    .insert(users)
    .values({ id, email: `${id}@example.com`, fullName: name, emailVerifiedAt: Date.now() });
  const token = randomToken();
  await createSession(db(), { userId: id, tokenHash: await hashToken(token) });
  return { id, cookie: `sid=${token}` };
}

export type ChatBody = { message: unknown; conversationId?: unknown; pageContext?: unknown; isGuest?: unknown; history?: unknown };

/** POST /api/chat from its own client address unless one is given. */
export function sendChat(body: ChatBody, headers: Record<string, string> = {}) {
  return postJson('/api/chat', body, { 'CF-Connecting-IP': uniqueIp(), ...headers });
}

/** Every event of an NDJSON chat stream. */
export async function readEvents(res: Response): Promise<ChatStreamEvent[]> {
  const text = new TextDecoder().decode(await res.arrayBuffer());
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}

/** The answer text a client would show: deltas joined, restarted at each reset. */
export function answerOf(events: ChatStreamEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.type === 'delta') text += e.text;
    if (e.type === 'reset') text = '';
  }
  return text;
}

export async function conversationsOf(userId: string) {
  return db().select().from(chatConversations).where(eq(chatConversations.userId, userId));
}

export async function messagesOf(conversationId: string) {
  return db().select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(chatMessages.createdAt);
}

export async function countRows() {
  const [m] = await env.DB.prepare('SELECT count(*) AS n FROM chat_messages')
    .all<{ n: number }>()
    .then((r) => r.results);
  const [c] = await env.DB.prepare('SELECT count(*) AS n FROM chat_conversations')
    .all<{ n: number }>()
    .then((r) => r.results);
  return { messages: m!.n, conversations: c!.n };
}
