import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { cleanLine, cleanText } from '../lib/clean-text';
import type { AppEnv } from '../env';
import { HANDOFF_LIMITS } from '../lib/handoff';
import { acceptEnquiry } from '../server/contact/accept';
import { handoffEnquiry, type TranscriptEntry } from '../server/contact/handoff';
import { platformFetch } from '../server/contact/relay';
import { ContactInput } from '../lib/contact-schema';
import { SitePath } from '../lib/site-path';
import { findConversation, listMessagesByConversation } from '../server/db/conversations';
import { recordHandoffRow } from '../server/db/insight';
import { appError, errorResponse } from '../server/errors';
import { clientIp, consumeClientLimit } from '../server/rate-limit';
import { jsonBody } from '../server/validate';

/** Per visitor: at most this many handoffs per window (the contact form's own limit, in its own bucket). */
export const HANDOFF_RATE_LIMIT = { limit: 5, windowSeconds: 600 };
const MAX_BODY_BYTES = 192 * 1024;

export const HandoffInput = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .refine((v) => !/[\r\n]/.test(v.trim()), 'Name must be on a single line.')
    .transform(cleanLine)
    .pipe(
      z.string().min(1, 'Please enter your name.').max(HANDOFF_LIMITS.name, `Name must be ${HANDOFF_LIMITS.name} characters or fewer.`),
    ),
  email: ContactInput.shape.email,
  message: z
    .string({ error: 'The note must be text.' })
    .transform(cleanText)
    .pipe(z.string().max(HANDOFF_LIMITS.message, `The note must be ${HANDOFF_LIMITS.message} characters or fewer.`))
    .nullish()
    .transform((v) => v ?? ''),
  transcript: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'Each transcript message needs a role of user or assistant.' }),
        content: z
          .string({ error: 'Each transcript message needs its text.' })
          .max(
            HANDOFF_LIMITS.transcriptMessageChars,
            `A transcript message may be at most ${HANDOFF_LIMITS.transcriptMessageChars} characters.`,
          ),
      }),
      { error: 'transcript must be a list of messages.' },
    )
    .max(HANDOFF_LIMITS.transcriptMessages, `transcript may hold at most ${HANDOFF_LIMITS.transcriptMessages} messages.`)
    .default([]),
  // The page the chat was on, as the chat route accepts it.
  pageContext: SitePath.default('/'),
  conversationId: z.uuid({ error: 'conversationId must be a conversation id or null.' }).nullish(),
  reason: z.enum(['requested', 'unanswered', 'button']).default('button'),
  /** A guest tab's thread id (from the chat stream), so staff insight counts the handoff against that conversation. */
  threadId: z.uuid({ error: 'threadId must be a thread id or null.' }).nullish(),
});
export type HandoffInput = z.infer<typeof HandoffInput>;

/** POST /api/chat/handoff: the visitor sends the conversation to staff, who get it as an enquiry like any other. */
export function createHandoffRoutes({ fetcher = platformFetch }: { fetcher?: typeof fetch } = {}) {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/api/chat/handoff',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, 'payload_too_large:handoff') }),
    jsonBody(HandoffInput, { formCode: 'bad_request:handoff' }),
    async (c) => {
      const input = c.req.valid('json');
      const user = c.get('user');
      const db = c.get('db');

      // Signed in, the transcript is the stored conversation (scoped to the user); the client's copy is ignored.
      let transcript: TranscriptEntry[] = input.transcript;
      if (user) {
        transcript = [];
        if (input.conversationId) {
          const owned = await findConversation(db, { id: input.conversationId, userId: user.id });
          if (!owned) return errorResponse(c, 'not_found:conversation');
          const rows = await listMessagesByConversation(db, {
            conversationId: owned.id,
            userId: user.id,
            limit: HANDOFF_LIMITS.transcriptMessages,
          });
          transcript = rows.map(({ role, content, source }) => ({
            role,
            content,
            fromBrowser: role === 'assistant' && source === 'browser',
          }));
        }
      } else if (input.conversationId) {
        return errorResponse(c, 'unauthorized:handoff');
      }
      if (!transcript.some((m) => m.content.trim()) && !input.message) {
        return errorResponse(
          c,
          appError('bad_request:handoff', { fields: { message: 'Please add a note telling our team what you need.' } }),
        );
      }

      const limit = await consumeClientLimit(c.env, {
        key: 'handoff',
        ip: clientIp(c.req.raw),
        salt: 'chat-handoff',
        ...HANDOFF_RATE_LIMIT,
      });
      if (!limit.ok) return errorResponse(c, 'rate_limit:handoff', { retryAfterSeconds: limit.retryAfterSeconds });

      const enquiry = await acceptEnquiry(c, {
        enquiry: handoffEnquiry({
          name: input.name,
          email: input.email,
          note: input.message,
          transcript,
          pageContext: input.pageContext,
          reason: input.reason,
          stored: Boolean(user),
        }),
        fetcher,
      });
      await recordHandoffRow(db, {
        id: crypto.randomUUID(),
        // Signed in, the thread is the stored conversation; a guest's is the random id their tab keeps.
        threadId: user ? (input.conversationId ?? null) : (input.threadId ?? null),
        reason: `form:${input.reason}`,
        page: input.pageContext,
      });
      return c.json({ ok: true, id: enquiry.id }, 201, { 'Cache-Control': 'private, no-store' });
    },
  );

  return routes;
}

export const handoffRoutes = createHandoffRoutes();
