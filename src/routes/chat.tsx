import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../env';
import { ChatPage } from '../pages/ChatPage';
import { EARLIER_CHARS, EARLIER_TURNS } from '../server/assistant/answer';
import { chatStreamResponse } from '../server/assistant/chat-stream';
import { createEngine, planAnswer, type EngineDeps } from '../server/assistant/engine';
import type { HistoryMessage } from '../server/assistant/types';
import { apiError, readJsonBody } from '../server/auth/api-error';
import { requireUserPage } from '../server/auth/guards';
import {
  addMessages,
  createConversation,
  findConversation,
  listMessagesByConversation,
  markLatestReplyInterrupted,
  titleFromMessage,
} from '../server/db/conversations';
import { clientIp, consumeRateLimit, hashedClientKey, type RateLimitResult } from '../server/rate-limit';
import { renderPage } from '../server/render';

export const MESSAGE_MAX = 4000;
const HISTORY_WINDOW = 10;

/** A path on this site (no scheme, host, query or fragment), as the chat panel reports the page it is on. */
export const SitePath = z
  .string({ message: 'pageContext must be a path on this site, such as /solutions.' })
  .max(300, 'pageContext must be a path on this site, such as /solutions.')
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/, 'pageContext must be a path on this site, such as /solutions.');

export const ChatInput = z
  .object({
    message: z
      .string({ message: 'Please type a message.' })
      .trim()
      .min(1, 'Please type a message.')
      .max(MESSAGE_MAX, 'Your message is too long: please keep it under 4,000 characters.'),
    conversationId: z.uuid({ message: 'conversationId must be a conversation id or null.' }).nullable().default(null),
    pageContext: SitePath.default('/'),
    isGuest: z.boolean({ message: 'isGuest must be true or false.' }),
    /** A guest's earlier turns (kept in their browser); ignored for signed-in users, whose history is read from D1. */
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(8000) }), {
        message: 'history must be a list of messages.',
      })
      .max(HISTORY_WINDOW, `history may hold at most ${HISTORY_WINDOW} messages.`)
      .default([]),
  })
  .refine((v) => !(v.isGuest && v.conversationId), { message: 'A guest chat has no conversationId.', path: ['conversationId'] });
export type ChatInput = z.infer<typeof ChatInput>;

const StopInput = z.object({ conversationId: z.uuid({ message: 'conversationId must be a conversation id.' }) });
const stopKey = (conversationId: string) => `chat:stopped:${conversationId}`;

/** Whether the visitor pressed Stop in this conversation after the answer started. */
async function stoppedSince(c: Context<AppEnv>, conversationId: string, startedAt: number): Promise<boolean> {
  const at = Number(await c.env.KV.get(stopKey(conversationId)));
  return Number.isFinite(at) && at >= startedAt;
}

export type { ChatStreamEvent } from '../server/assistant/chat-stream';

function limitMessage(user: SessionUser | null, limit: number, retryAfter: number): string {
  if (!user) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    return `You've reached the guest limit of ${limit} messages an hour. Sign in to keep chatting, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  }
  return `You've reached today's limit of ${limit} messages. Please try again tomorrow, or contact our team if you need help sooner.`;
}

/** Guests: N messages an hour per hashed network address. Signed-in users: N a day per account. */
async function consumeChatLimit(c: Context<AppEnv>, user: SessionUser | null): Promise<RateLimitResult> {
  const config = c.get('config');
  if (user) {
    return consumeRateLimit(c.env.KV, { key: `chat:user:${user.id}`, limit: config.CHAT_USER_LIMIT_PER_DAY, windowSeconds: 86_400 });
  }
  const visitor = await hashedClientKey(clientIp(c.req.raw), 'chat-guest');
  return consumeRateLimit(c.env.KV, { key: `chat:guest:${visitor}`, limit: config.CHAT_GUEST_LIMIT_PER_HOUR, windowSeconds: 3600 });
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context (a direct app.request in a script): the promise still runs to completion.
  }
}

/** The chat page and POST /api/chat; `deps` lets tests inject a fake AI provider and short time-outs. */
export function createChatRoutes(deps: EngineDeps = {}) {
  const routes = new Hono<AppEnv>();

  routes.get('/chat', requireUserPage, (c) => {
    const q = (c.req.query('q') ?? '').slice(0, MESSAGE_MAX);
    return renderPage(
      c,
      {
        title: 'AI Chat | Oasis Peptide Lab',
        description: 'Chat with the Oasis Peptide Lab AI assistant about peptides, recovery and performance research, with saved history.',
        keywords: ['AI assistant', 'peptide research chat'],
        path: '/chat',
        noindex: true,
      },
      <ChatPage initialQuestion={q} />,
      { hideChatLauncher: true },
    );
  });

  routes.post(
    '/api/chat',
    bodyLimit({ maxSize: 128 * 1024, onError: (c) => apiError(c, 413, 'bad_request:size', 'The message is too large.') }),
    async (c) => {
      const body = await readJsonBody(c, ChatInput);
      if (!body.ok) return body.response;
      const input = body.data;
      const user = c.get('user');
      const db = c.get('db');
      if (!user && !input.isGuest) {
        return apiError(c, 401, 'unauthorized:chat', 'Your session has ended. Please sign in again to save this chat.');
      }
      // A signed-in visitor is always stored, whatever the flag says; an anonymous one never is.
      const existing = user && input.conversationId ? await findConversation(db, { id: input.conversationId, userId: user.id }) : null;
      if (user && input.conversationId && !existing) return apiError(c, 404, 'not_found:conversation', 'Conversation not found.');

      const limit = await consumeChatLimit(c, user);
      if (!limit.ok) {
        return apiError(c, 429, 'rate_limit:chat', limitMessage(user, limit.limit, limit.retryAfterSeconds), {
          'Retry-After': String(limit.retryAfterSeconds),
        });
      }

      // A guest's history is only their own earlier questions, capped: assistant turns from a browser could be forged.
      let history: HistoryMessage[] = input.history
        .filter((m) => m.role === 'user')
        .slice(-EARLIER_TURNS)
        .map((m) => ({ role: 'user' as const, content: m.content.slice(0, EARLIER_CHARS) }));
      let conversationId: string | null = null;
      if (user) {
        const conversation = existing ?? (await createConversation(db, { userId: user.id, title: titleFromMessage(input.message) }));
        conversationId = conversation.id;
        history = existing
          ? (await listMessagesByConversation(db, { conversationId, userId: user.id, limit: HISTORY_WINDOW })).map(({ role, content }) => ({
              role,
              content,
            }))
          : [];
        await addMessages(db, { conversationId, userId: user.id, messages: [{ role: 'user', content: input.message }] });
      }

      const visitor = new AbortController();
      const request = { message: input.message, history, pageContext: input.pageContext, signal: visitor.signal };
      return chatStreamResponse({
        planned: planAnswer(createEngine(c.get('config'), deps), request),
        request,
        conversationId,
        remaining: limit.remaining,
        db,
        userId: user?.id ?? null,
        visitor,
        stoppedSince: conversationId ? (startedAt) => stoppedSince(c, conversationId, startedAt) : undefined,
        waitUntil: (promise) => waitUntil(c, promise),
      });
    },
  );

  // Stop: the visitor's browser says so, because a reply can be finished and stored before the abort reaches the worker.
  routes.post('/api/chat/stop', async (c) => {
    const body = await readJsonBody(c, StopInput);
    if (!body.ok) return body.response;
    const user = c.get('user');
    if (!user) return apiError(c, 401, 'unauthorized:chat', 'Your session has ended. Please sign in again.');
    const { conversationId } = body.data;
    if (!(await findConversation(c.get('db'), { id: conversationId, userId: user.id }))) {
      return apiError(c, 404, 'not_found:conversation', 'Conversation not found.');
    }
    await c.env.KV.put(stopKey(conversationId), String(Date.now()), { expirationTtl: 120 });
    const marked = await markLatestReplyInterrupted(c.get('db'), { conversationId, userId: user.id });
    return c.json({ ok: true, marked });
  });

  return routes;
}

export const chatRoutes = createChatRoutes();
