import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { HISTORY_WINDOW, MESSAGE_MAX } from '../lib/chat-protocol';
import { ChatInput, StopInput } from '../lib/chat-schemas';
import type { SessionUser } from '../lib/session-user';
import { ChatPage } from '../pages/ChatPage';
import { EARLIER_CHARS, EARLIER_TURNS, withOwnReplies } from '../server/assistant/answer';
import { chatStreamResponse } from '../server/assistant/chat-stream';
import { createEngine, planAnswer, type EngineDeps } from '../server/assistant/engine';
import type { HistoryMessage } from '../server/assistant/types';
import { requireUserPage } from '../server/auth/guards';
import {
  addMessages,
  createConversation,
  findConversation,
  listMessagesByConversation,
  markLatestReplyInterrupted,
  titleFromMessage,
} from '../server/db/conversations';
import { quotaCode, quotaProblem, utf8Bytes } from '../server/db/quotas';
import { clientIp, consumeClientLimit, consumeRateLimit, type RateLimitResult } from '../server/rate-limit';
import { describe, errorResponse, log } from '../server/errors';
import { renderPage } from '../server/render';
import { jsonBody } from '../server/validate';

const stopKey = (conversationId: string) => `chat:stopped:${conversationId}`;

/** Whether the visitor pressed Stop in this conversation after the answer started. */
async function stoppedSince(c: Context<AppEnv>, conversationId: string, startedAt: number): Promise<boolean> {
  const at = Number(await c.env.KV.get(stopKey(conversationId)));
  return Number.isFinite(at) && at >= startedAt;
}

/** Guests: N messages an hour per hashed network address. Signed-in users: N a day per account. */
async function consumeChatLimit(c: Context<AppEnv>, user: SessionUser | null): Promise<RateLimitResult> {
  const config = c.get('config');
  if (user) {
    return consumeRateLimit(c.env, { key: `chat:user:${user.id}`, limit: config.CHAT_USER_LIMIT_PER_DAY, windowSeconds: 86_400 });
  }
  return consumeClientLimit(c.env, {
    key: 'chat:guest',
    ip: clientIp(c.req.raw),
    salt: 'chat-guest',
    limit: config.CHAT_GUEST_LIMIT_PER_HOUR,
    windowSeconds: 3600,
  });
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
        css: ['forms', 'chat', 'cookie'],
        noindex: true,
      },
      <ChatPage initialQuestion={q} />,
      { hideChatLauncher: true },
    );
  });

  routes.post(
    '/api/chat',
    bodyLimit({ maxSize: 128 * 1024, onError: (c) => errorResponse(c, 'payload_too_large:chat') }),
    jsonBody(ChatInput),
    async (c) => {
      const input = c.req.valid('json');
      const user = c.get('user');
      const db = c.get('db');
      if (!user && !input.isGuest) {
        return errorResponse(c, 'unauthorized:chat');
      }
      // A signed-in visitor is always stored, whatever the flag says; an anonymous one never is.
      const existing = user && input.conversationId ? await findConversation(db, { id: input.conversationId, userId: user.id }) : null;
      if (user && input.conversationId && !existing) return errorResponse(c, 'not_found:conversation');

      // A full account is told before anything is counted or answered (the inserts re-check atomically).
      const full = user
        ? await quotaProblem(db, {
            userId: user.id,
            conversationId: existing?.id ?? null,
            messages: 2,
            bytes: utf8Bytes(input.message) + 8000,
          })
        : null;
      if (full) return errorResponse(c, quotaCode(full));
      const limit = await consumeChatLimit(c, user);
      if (!limit.ok) {
        return errorResponse(c, 'rate_limit:chat', { guest: !user, limit: limit.limit, retryAfterSeconds: limit.retryAfterSeconds });
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
          ? (await listMessagesByConversation(db, { conversationId, userId: user.id, limit: HISTORY_WINDOW }))
              // An assistant turn a browser sent when a guest chat was saved is never the assistant's own words.
              .filter((m) => !(m.role === 'assistant' && m.source === 'browser'))
              .map(({ role, content }) => ({ role, content }))
          : [];
        await addMessages(db, { conversationId, userId: user.id, messages: [{ role: 'user', content: input.message }] });
      }

      // A guest's last two questions get the library's own replies beside them (recomputed here, never the browser's words), so a
      // follow-up such as "how much weight did people lose on it?" is read with the compound that reply named.
      if (!user) history = withOwnReplies(history, input.pageContext);
      // A guest's thread id is random and theirs to keep for the tab; a signed-in thread is the conversation.
      const threadId = conversationId ?? input.threadId ?? crypto.randomUUID();
      const visitor = new AbortController();
      // Cloudflare gives the visitor's country on the request; safety replies lead with that region's numbers.
      const country = (c.req.raw as Request & { cf?: { country?: unknown } }).cf?.country;
      const request = {
        message: input.message,
        history,
        pageContext: input.pageContext,
        country: typeof country === 'string' ? country : null,
        signal: visitor.signal,
      };
      return chatStreamResponse({
        planned: planAnswer(createEngine(c.get('config'), deps), request),
        request,
        conversationId,
        answerId: crypto.randomUUID(),
        threadId,
        remaining: limit.remaining,
        db,
        userId: user?.id ?? null,
        visitor,
        stoppedSince: conversationId ? (startedAt) => stoppedSince(c, conversationId, startedAt) : undefined,
        waitUntil: (promise) => waitUntil(c, promise),
        logError: (error, details) => log(c, 'error', 'internal:chat', { error: describe(error), ...details }),
      });
    },
  );

  // Stop: the visitor's browser says so, because a reply can be finished and stored before the abort reaches the worker.
  routes.post('/api/chat/stop', jsonBody(StopInput), async (c) => {
    const user = c.get('user');
    if (!user) return errorResponse(c, 'unauthorized:chat');
    const { conversationId } = c.req.valid('json');
    if (!(await findConversation(c.get('db'), { id: conversationId, userId: user.id }))) return errorResponse(c, 'not_found:conversation');
    await c.env.KV.put(stopKey(conversationId), String(Date.now()), { expirationTtl: 120 });
    const marked = await markLatestReplyInterrupted(c.get('db'), { conversationId, userId: user.id });
    return c.json({ ok: true, marked });
  });

  return routes;
}

export const chatRoutes = createChatRoutes();
