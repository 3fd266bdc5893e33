import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { FeedbackInput } from '../lib/chat-schemas';
import { addFeedback, findAnswer } from '../server/db/insight';
import { errorResponse } from '../server/errors';
import { clientIp, consumeRateLimit, hashedClientKey } from '../server/rate-limit';
import { jsonBody } from '../server/validate';

/** Per visitor: at most this many votes per window (their own bucket, like the other writes). */
export const FEEDBACK_RATE_LIMIT = { limit: 30, windowSeconds: 600 };

/**
 * POST /api/assistant/feedback: Helpful / Not helpful on one answer, once. A guest's vote is stored without identity
 * (the answer row holds only its thread's random id); a signed-in visitor may rate only answers in their own
 * conversations. Cross-site posts are refused by the sameOrigin middleware.
 */
export const feedbackRoutes = new Hono<AppEnv>();

feedbackRoutes.post(
  '/api/assistant/feedback',
  bodyLimit({ maxSize: 8 * 1024, onError: (c) => errorResponse(c, 'payload_too_large:feedback') }),
  jsonBody(FeedbackInput),
  async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user');
    const db = c.get('db');
    const answer = await findAnswer(db, input.answerId);
    // Another account's answer looks exactly like a missing one.
    if (!answer || (answer.userId && answer.userId !== user?.id)) return errorResponse(c, 'not_found:answer');

    const key = user ? `feedback:user:${user.id}` : `feedback:guest:${await hashedClientKey(clientIp(c.req.raw), 'feedback')}`;
    const limit = await consumeRateLimit(c.env, { key, ...FEEDBACK_RATE_LIMIT });
    if (!limit.ok) return errorResponse(c, 'rate_limit:feedback', { retryAfterSeconds: limit.retryAfterSeconds });

    const stored = await addFeedback(db, {
      answerId: answer.id,
      helpful: input.helpful,
      reason: input.helpful ? null : (input.reason ?? 'other'),
      note: input.helpful ? null : input.note || null,
    });
    if (!stored) return errorResponse(c, 'conflict:feedback');
    return c.json({ ok: true }, 201, { 'Cache-Control': 'private, no-store' });
  },
);
