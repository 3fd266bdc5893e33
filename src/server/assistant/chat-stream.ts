// The chat answer as an NDJSON stream: safety and understanding first, then the engine, the handoff signal, storage
// of a signed-in reply (complete, or interrupted when the visitor stops), and the content-gap record.
import type { Db } from '../db/client';
import { addMessages } from '../db/conversations';
import { composeAnswer, type Answer } from './answer';
import { recordGap } from './gaps';
import { streamAnswer } from './library';
import { withoutPersonalDoses } from './safety/model-check';
import type { ChatStreamEvent } from '../../lib/chat-protocol';
import { streamErrorEvent } from '../errors';
import type { AnswerEngine, AnswerEvent, AnswerRequest, EngineMode, Source } from './types';

const FIXED = new Set<Answer['kind']>([
  'self_harm',
  'emergency',
  'minor',
  'eating_disorder',
  'anti_doping',
  'check_in',
  'instructions',
  'cure',
  'caution',
  'personal_medical',
  'handoff',
]);

export type PlannedAnswer = {
  mode: EngineMode;
  /** The fixed reply that answered instead of the engine (safety or handoff), if any. */
  policy: Answer['kind'] | null;
  events: AsyncGenerator<AnswerEvent>;
  handoff: Answer['handoff'];
  /** Why this question is a content gap, if it is one. */
  gap: 'unanswered' | 'low_confidence' | null;
};

/** Safety, understanding and the library's plan come first; the engine answers only what they let through. */
export function planAnswer(engine: AnswerEngine, request: AnswerRequest): PlannedAnswer {
  const plan = composeAnswer(request);
  // A message that tripped any safety concept is never stored as a content gap (it may hold a crisis or a symptom).
  const gap = plan.safety?.tripped ? null : plan.kind === 'no_answer' ? 'unanswered' : plan.confidence === 'low' ? 'low_confidence' : null;
  if (FIXED.has(plan.kind) || engine.mode === 'library') {
    return {
      mode: 'library',
      policy: FIXED.has(plan.kind) ? plan.kind : null,
      events: streamAnswer(plan.text, plan.sources),
      handoff: plan.handoff,
      gap,
    };
  }
  const events = engine.answer({ ...request, plan });
  // A question about the visitor: the model's reply is checked for personal dose figures before it is streamed.
  return {
    mode: engine.mode,
    policy: null,
    events: plan.safety?.aboutVisitor ? withoutPersonalDoses(events, request) : events,
    handoff: plan.handoff,
    gap,
  };
}

export type ChatStreamOptions = {
  planned: PlannedAnswer;
  request: AnswerRequest;
  conversationId: string | null;
  remaining: number;
  db: Db;
  /** Signed in: the reply is stored under this user. */
  userId: string | null;
  /** Aborts the engine when the visitor stops or leaves. */
  visitor: AbortController;
  /** Whether the visitor pressed Stop since this answer started (a Stop that reached the server before the reply was stored). */
  stoppedSince?: (startedAt: number) => Promise<boolean>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Logs a failed answer through the route's logger (with its request id). */
  logError?: (error: unknown, details: Record<string, unknown>) => void;
};

/** The NDJSON response for a planned answer. */
export function chatStreamResponse(o: ChatStreamOptions): Response {
  const startedAt = Date.now();
  const store = async (content: string, status: 'complete' | 'interrupted') => {
    if (!o.userId || !o.conversationId) return;
    // An empty interrupted reply is kept too, so a stop during "Thinking…" is never mistaken for a finished answer.
    if (status === 'complete' && !content.trim()) return;
    const final = status === 'complete' && (await o.stoppedSince?.(startedAt)) ? 'interrupted' : status;
    await addMessages(o.db, {
      conversationId: o.conversationId,
      userId: o.userId,
      messages: [{ role: 'assistant', content, status: final }],
    });
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
        send({ type: 'meta', conversationId: o.conversationId, remaining: o.remaining, mode: o.planned.mode });
        try {
          for await (const event of o.planned.events) {
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
            if (o.planned.handoff) send({ type: 'handoff', reason: o.planned.handoff });
            send({ type: 'done' });
          }
        } catch (error) {
          o.logError?.(error, { sources: sources.length });
          await store(text, 'interrupted').catch(() => {});
          send(streamErrorEvent('internal:chat'));
        } finally {
          if (!cancelled) controller.close();
        }
      })();
    },
    cancel() {
      cancelled = true;
      o.visitor.abort();
    },
  });
  o.waitUntil(finished);
  if (o.planned.gap) o.waitUntil(recordGap(o.db, o.request.message, o.planned.gap, o.request.pageContext));
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // Intermediaries must not buffer or compress the stream, or the answer would arrive all at once.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
