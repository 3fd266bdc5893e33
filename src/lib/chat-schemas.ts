// The request schemas of the chat and conversation endpoints (server side; the wire types are in chat-protocol.ts).
import { z } from 'zod';
import { cleanLine, cleanText } from './clean-text';
import {
  FEEDBACK_NOTE_MAX,
  FEEDBACK_REASONS,
  HISTORY_WINDOW,
  MESSAGE_MAX,
  type ChatRequest,
  type FeedbackReasonValue,
  type FeedbackRequest,
} from './chat-protocol';
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
    threadId: z.uuid({ message: 'threadId must be a thread id or null.' }).nullable().default(null),
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

const REASONS = FEEDBACK_REASONS.map((r) => r.value) as [FeedbackReasonValue, ...FeedbackReasonValue[]];

/** POST /api/assistant/feedback: one vote on one answer; "not helpful" needs a reason, the note is optional. */
export const FeedbackInput = z
  .object({
    answerId: z.uuid({ message: 'answerId must be an answer id.' }),
    helpful: z.boolean({ message: 'helpful must be true or false.' }),
    reason: z.enum(REASONS, { message: 'Please choose a reason.' }).optional(),
    note: z
      .string({ message: 'The note must be text.' })
      .transform(cleanText)
      .pipe(z.string().max(FEEDBACK_NOTE_MAX, `The note must be ${FEEDBACK_NOTE_MAX.toLocaleString('en-US')} characters or fewer.`))
      .optional(),
  })
  .refine((v) => v.helpful || v.reason, { message: 'Please choose a reason.', path: ['reason'] })
  .refine((v) => !v.helpful || (!v.reason && !v.note), { message: 'A helpful vote takes no reason or note.', path: ['reason'] });
export type FeedbackInput = z.infer<typeof FeedbackInput>;

// Compile-time check: the schema accepts what the browser sends.
const _feedbackFits: FeedbackRequest extends z.input<typeof FeedbackInput> ? true : never = true;
