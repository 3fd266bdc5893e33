// The chat stream and stored conversations as tests read them.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../index';
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

export type Turn = { role: 'user' | 'assistant'; content: string };

/** Asks the assistant through POST /api/chat (a guest unless a cookie is given), as a browser would. */
export async function askChat(
  message: string,
  { page = '/', history = [] as Turn[], cookie = '', vars = {} as Record<string, string> } = {},
) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Origin: 'http://localhost',
    'CF-Connecting-IP': freshIp(),
  };
  if (cookie) headers.Cookie = cookie;
  const body = { message, conversationId: null, pageContext: page, isGuest: !cookie, history };
  const res = await app.fetch(
    new Request('http://localhost/api/chat', { method: 'POST', headers, body: JSON.stringify(body) }),
    { ...env, ...vars },
    ctx,
  );
  const events = await readEvents(res);
  await waitOnExecutionContext(ctx);
  const sources = events.flatMap((e) => (e.type === 'sources' ? e.items.map((i) => i.href) : []));
  return { res, events, text: answerOf(events), sources };
}
