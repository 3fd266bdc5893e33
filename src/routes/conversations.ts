import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { ImportInput, RenameInput } from '../lib/chat-schemas';
import { requireUserApi } from '../server/auth/guards';
import {
  deleteConversation,
  findConversation,
  importConversation,
  listConversationsByUser,
  listMessagesForView,
  renameConversation,
  titleFromMessage,
} from '../server/db/conversations';
import { quotaCode } from '../server/db/quotas';
import { appError, errorResponse } from '../server/errors';
import { consumeRateLimit } from '../server/rate-limit';
import { jsonBody } from '../server/validate';

const Id = z.uuid();

/** Per account: saving guest chats and renaming, counted atomically (see src/server/rate-limit.ts). */
export const CONVERSATION_LIMITS = {
  import: { limit: 10, windowSeconds: 3600 },
  rename: { limit: 30, windowSeconds: 600 },
} as const;

async function limitConversationAction(c: Context<AppEnv>, action: keyof typeof CONVERSATION_LIMITS): Promise<Response | null> {
  const result = await consumeRateLimit(c.env, { key: `conversations:${action}:${c.get('user')!.id}`, ...CONVERSATION_LIMITS[action] });
  if (result.ok) return null;
  return errorResponse(c, `rate_limit:conversations_${action}`, { retryAfterSeconds: result.retryAfterSeconds });
}

/** Saved conversations, always scoped to the signed-in user on the server; another user's id is simply "not found". */
export const conversationRoutes = new Hono<AppEnv>();

conversationRoutes.use('/api/conversations', requireUserApi);
conversationRoutes.use('/api/conversations/*', requireUserApi);
conversationRoutes.use('/api/conversations/*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

conversationRoutes.get('/api/conversations', async (c) => {
  const conversations = await listConversationsByUser(c.get('db'), { userId: c.get('user')!.id });
  return c.json({ conversations }, 200, { 'Cache-Control': 'private, no-store' });
});

conversationRoutes.get('/api/conversations/:id/messages', async (c) => {
  const id = Id.safeParse(c.req.param('id'));
  const userId = c.get('user')!.id;
  const db = c.get('db');
  if (!id.success || !(await findConversation(db, { id: id.data, userId }))) return errorResponse(c, 'not_found:conversation');
  const messages = await listMessagesForView(db, { conversationId: id.data, userId });
  return c.json({ messages });
});

// The id is checked before the body: an unknown id is a 404 whatever the body holds.
conversationRoutes.patch(
  '/api/conversations/:id',
  async (c, next) => (Id.safeParse(c.req.param('id')).success ? next() : errorResponse(c, 'not_found:conversation')),
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => errorResponse(c, 'payload_too_large:title') }),
  jsonBody(RenameInput),
  async (c) => {
    const limited = await limitConversationAction(c, 'rename');
    if (limited) return limited;
    const conversation = await renameConversation(c.get('db'), {
      id: c.req.param('id'),
      userId: c.get('user')!.id,
      title: c.req.valid('json').title,
    });
    return conversation ? c.json({ conversation }) : errorResponse(c, 'not_found:conversation');
  },
);

conversationRoutes.delete('/api/conversations/:id', async (c) => {
  const id = Id.safeParse(c.req.param('id'));
  if (!id.success || !(await deleteConversation(c.get('db'), { id: id.data, userId: c.get('user')!.id }))) {
    return errorResponse(c, 'not_found:conversation');
  }
  return c.json({ ok: true });
});

conversationRoutes.post(
  '/api/conversations/import',
  bodyLimit({ maxSize: 512 * 1024, onError: (c) => errorResponse(c, appError('payload_too_large:conversation')) }),
  jsonBody(ImportInput),
  async (c) => {
    const limited = await limitConversationAction(c, 'import');
    if (limited) return limited;
    const userId = c.get('user')!.id;
    const { messages } = c.req.valid('json');
    const first = messages.find((m) => m.role === 'user')!;
    // One transaction within the account's quotas: a refusal or a failure leaves nothing behind.
    // Only the visitor's own turns are trusted: an assistant turn sent by a browser is kept (the visitor still sees the
    // whole conversation) but marked as such, so it is labelled for staff and never sent to a model as an answer.
    const marked = messages.map((m) => (m.role === 'assistant' ? { ...m, source: 'browser' as const } : m));
    const saved = await importConversation(c.get('db'), { userId, title: titleFromMessage(first.content), messages: marked });
    if (!saved.ok) return errorResponse(c, quotaCode(saved.reason));
    return c.json({ conversation: saved.conversation }, 201);
  },
);
