// The request schemas of the chat and conversation endpoints (server side; the wire types are in chat-protocol.ts).
import { z } from 'zod';
import { HISTORY_WINDOW, MESSAGE_MAX, type ChatRequest } from './chat-protocol';
import { SitePath } from './site-path';

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

/** POST /api/chat/stop: the conversation whose reply the visitor stopped. */
export const StopInput = z.object({ conversationId: z.uuid({ message: 'conversationId must be a conversation id.' }) });

// Compile-time check: the schema accepts what the browser sends.
const _requestFits: ChatRequest extends z.input<typeof ChatInput> ? true : never = true;

export const RenameInput = z.object({
  title: z
    .string({ message: 'Please enter a title.' })
    .trim()
    .min(1, 'Please enter a title.')
    .max(120, 'Titles can be at most 120 characters.'),
});

/** A guest chat saved after sign-in: what the browser kept, validated and capped. */
export const ImportInput = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().trim().min(1, 'Messages cannot be empty.').max(8000, 'A message is too long to save.'),
      }),
      { message: 'messages must be a list of chat messages.' },
    )
    .min(1, 'There is nothing to save.')
    .max(50, 'At most 50 messages can be saved at once.')
    .refine((list) => list.some((m) => m.role === 'user'), 'There is nothing to save.'),
});
