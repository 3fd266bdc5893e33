import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { HISTORY_WINDOW, MESSAGE_MAX, type ChatStreamEvent } from '../lib/chat-protocol';
import { ChatInput } from '../lib/chat-schemas';
import type { SessionUser } from '../lib/session-user';
import { ChatPage } from '../pages/ChatPage';
import { createEngine, planAnswer, type EngineDeps } from '../server/assistant/engine';
import type { HistoryMessage, Source } from '../server/assistant/types';
import { requireUserPage } from '../server/auth/guards';
import {
  addMessages,
  createConversation,
  findConversation,
  listMessagesByConversation,
  titleFromMessage,
} from '../server/db/conversations';
import { clientIp, consumeRateLimit, hashedClientKey, type RateLimitResult } from '../server/rate-limit';
import { errorResponse, log, streamErrorEvent } from '../server/errors';
import { renderPage } from '../server/render';
import { jsonBody } from '../server/validate';

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

      const limit = await consumeChatLimit(c, user);
      if (!limit.ok) {
        return errorResponse(c, 'rate_limit:chat', { guest: !user, limit: limit.limit, retryAfterSeconds: limit.retryAfterSeconds });
      }

      let history: HistoryMessage[] = input.history.slice(-HISTORY_WINDOW);
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
      const planned = planAnswer(createEngine(c.get('config'), deps), {
        message: input.message,
        history,
        pageContext: input.pageContext,
        signal: visitor.signal,
      });
      const store = async (content: string, status: 'complete' | 'interrupted') => {
        if (!user || !conversationId || !content.trim()) return;
        await addMessages(db, { conversationId, userId: user.id, messages: [{ role: 'assistant', content, status }] });
      };

      const encoder = new TextEncoder();
      let cancelled = false;
      let finished: Promise<void> = Promise.resolve();
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const send = (event: ChatStreamEvent) => {
            if (!cancelled) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
          };
          finished = (async () => {
            let text = '';
            let sources: Source[] = [];
            send({ type: 'meta', conversationId, remaining: limit.remaining, mode: planned.mode });
            try {
              for await (const event of planned.events) {
                if (cancelled) break;
                if (event.type === 'delta') text += event.text;
                if (event.type === 'reset') text = '';
                if (event.type === 'sources') sources = event.items;
                send(event);
              }
              if (cancelled) {
                // The visitor pressed Stop or left: keep what they saw, marked as cut short.
                await store(text, 'interrupted');
              } else {
                await store(text, 'complete');
                send({ type: 'done' });
              }
            } catch (error) {
              log(c, 'error', 'internal:chat', { error: String(error), sources: sources.length });
              await store(text, 'interrupted').catch(() => {});
              send(streamErrorEvent('internal:chat'));
            } finally {
              if (!cancelled) controller.close();
            }
          })();
        },
        cancel() {
          cancelled = true;
          visitor.abort();
        },
      });
      waitUntil(c, finished);
      return new Response(stream, {
        headers: {
          'Content-Type': 'application/x-ndjson; charset=utf-8',
          // Intermediaries must not buffer or compress the stream, or the answer would arrive all at once.
          'Cache-Control': 'no-store, no-transform',
          'X-Accel-Buffering': 'no',
        },
      });
    },
  );

  return routes;
}

export const chatRoutes = createChatRoutes();
