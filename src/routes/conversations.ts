import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { apiError, readJsonBody } from '../server/auth/api-error';
import { requireUserApi } from '../server/auth/guards';
import {
  deleteConversation,
  findConversation,
  importConversation,
  listConversationsByUser,
  listMessagesByConversation,
  renameConversation,
  titleFromMessage,
} from '../server/db/conversations';
import { quotaMessages } from '../server/db/quotas';
import { consumeRateLimit, waitText } from '../server/rate-limit';
import { cleanLine, cleanText } from '../lib/clean-text';

/** Per account: saving guest chats and renaming, counted atomically (see src/server/rate-limit.ts). */
export const CONVERSATION_LIMITS = {
  import: { limit: 10, windowSeconds: 3600 },
  rename: { limit: 30, windowSeconds: 600 },
} as const;

async function limitConversationAction(c: Context<AppEnv>, action: keyof typeof CONVERSATION_LIMITS): Promise<Response | null> {
  const rule = CONVERSATION_LIMITS[action];
  const result = await consumeRateLimit(c.env, { key: `conversations:${action}:${c.get('user')!.id}`, ...rule });
  if (result.ok) return null;
  const what = action === 'import' ? 'saved several chats' : 'renamed conversations several times';
  return apiError(
    c,
    429,
    `rate_limit:conversations_${action}`,
    `You have ${what} in a short time. Please try again in ${waitText(result.retryAfterSeconds)}.`,
    {
      'Retry-After': String(result.retryAfterSeconds),
    },
  );
}

const tooLarge = (message: string) => (c: Context<AppEnv>) => apiError(c, 413, 'bad_request:size', message);

const Id = z.uuid();
const RenameInput = z.object({
  title: z
    .string({ message: 'Please enter a title.' })
    .transform(cleanLine)
    .pipe(z.string().min(1, 'Please enter a title.').max(120, 'Titles can be at most 120 characters.')),
});
/** A guest chat saved after sign-in: what the browser kept, validated and capped. */
export const ImportInput = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z
          .string()
          .transform(cleanText)
          .pipe(z.string().min(1, 'Messages cannot be empty.').max(8000, 'A message is too long to save.')),
      }),
      { message: 'messages must be a list of chat messages.' },
    )
    .min(1, 'There is nothing to save.')
    .max(50, 'At most 50 messages can be saved at once.')
    .refine((list) => list.some((m) => m.role === 'user'), 'There is nothing to save.'),
});

const NOT_FOUND = 'Conversation not found.';

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
  if (!id.success || !(await findConversation(db, { id: id.data, userId }))) return apiError(c, 404, 'not_found:conversation', NOT_FOUND);
  const messages = await listMessagesByConversation(db, { conversationId: id.data, userId });
  return c.json({ messages });
});

conversationRoutes.patch(
  '/api/conversations/:id',
  bodyLimit({ maxSize: 4 * 1024, onError: tooLarge('This title is too long.') }),
  async (c) => {
    const id = Id.safeParse(c.req.param('id'));
    if (!id.success) return apiError(c, 404, 'not_found:conversation', NOT_FOUND);
    const body = await readJsonBody(c, RenameInput);
    if (!body.ok) return body.response;
    const limited = await limitConversationAction(c, 'rename');
    if (limited) return limited;
    const userId = c.get('user')!.id;
    const db = c.get('db');
    if (!(await renameConversation(db, { id: id.data, userId, title: body.data.title }))) {
      return apiError(c, 404, 'not_found:conversation', NOT_FOUND);
    }
    return c.json({ conversation: await findConversation(db, { id: id.data, userId }) });
  },
);

conversationRoutes.delete('/api/conversations/:id', async (c) => {
  const id = Id.safeParse(c.req.param('id'));
  if (!id.success || !(await deleteConversation(c.get('db'), { id: id.data, userId: c.get('user')!.id }))) {
    return apiError(c, 404, 'not_found:conversation', NOT_FOUND);
  }
  return c.json({ ok: true });
});

conversationRoutes.post(
  '/api/conversations/import',
  bodyLimit({ maxSize: 512 * 1024, onError: tooLarge('This chat is too large to save.') }),
  async (c) => {
    const body = await readJsonBody(c, ImportInput);
    if (!body.ok) return body.response;
    const limited = await limitConversationAction(c, 'import');
    if (limited) return limited;
    const userId = c.get('user')!.id;
    const messages = body.data.messages;
    const first = messages.find((m) => m.role === 'user')!;
    const saved = await importConversation(c.get('db'), { userId, title: titleFromMessage(first.content), messages });
    if (!saved.ok) return apiError(c, 413, `quota:${saved.reason}`, quotaMessages[saved.reason]);
    return c.json({ conversation: saved.conversation }, 201);
  },
);
