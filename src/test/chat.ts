// The chat stream and stored conversations as tests read them.
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import type { ChatStreamEvent } from '../lib/chat-protocol';
import { chatConversations, chatMessages } from '../server/db/schema';
import { freshIp } from './client';
import { db } from './db';
import { postJson } from './http';

export type ChatBody = { message: unknown; conversationId?: unknown; pageContext?: unknown; isGuest?: unknown; history?: unknown };

/** POST /api/chat from its own client address unless one is given. */
export function sendChat(body: ChatBody, headers: Record<string, string> = {}) {
  return postJson('/api/chat', body, { 'CF-Connecting-IP': freshIp(), ...headers });
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
