import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { ImportInput, RenameInput } from '../lib/chat-schemas';
import { requireUserApi } from '../server/auth/guards';
import {
  addMessages,
  createConversation,
  deleteConversation,
  findConversation,
  listConversationsByUser,
  listMessagesByConversation,
  renameConversation,
  titleFromMessage,
} from '../server/db/conversations';
import { appError, errorResponse } from '../server/errors';
import { jsonBody } from '../server/validate';

const Id = z.uuid();

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
  const messages = await listMessagesByConversation(db, { conversationId: id.data, userId });
  return c.json({ messages });
});

// The id is checked before the body: an unknown id is a 404 whatever the body holds.
conversationRoutes.patch(
  '/api/conversations/:id',
  async (c, next) => (Id.safeParse(c.req.param('id')).success ? next() : errorResponse(c, 'not_found:conversation')),
  jsonBody(RenameInput),
  async (c) => {
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
    const userId = c.get('user')!.id;
    const db = c.get('db');
    const { messages } = c.req.valid('json');
    const first = messages.find((m) => m.role === 'user')!;
    const created = await createConversation(db, { userId, title: titleFromMessage(first.content) });
    const conversation = await addMessages(db, { conversationId: created.id, userId, messages });
    return c.json({ conversation }, 201);
  },
);
