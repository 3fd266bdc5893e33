// The chat answer as an NDJSON stream: safety and understanding first, then the engine, the handoff signal, storage
// of a signed-in reply (complete, or interrupted when the visitor stops), and the content-gap record.
import type { Db } from '../db/client';
import { addMessages } from '../db/conversations';
import { recordAnswerRow, recordHandoffRow } from '../db/insight';
import { composeAnswer, topicOf, type Answer } from './answer';
import { gapKey, recordGap, redact } from './gaps';
import { streamAnswer } from './library';
import { withoutPersonalDoses } from './safety/model-check';
import type { ChatStreamEvent } from '../../lib/chat-protocol';
import { log, streamErrorEvent } from '../errors';
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
  /** The library's kind of answer and what it was about, for staff insight. */
  kind: Answer['kind'];
  topic: string | null;
  /** A safety concept was present: the question text is not stored for staff either. */
  tripped: boolean;
};

/** Replies decided by a safety rule: the question itself is never stored for staff, only that the rule answered. */
const SAFETY = new Set<Answer['kind']>([...FIXED].filter((k) => k !== 'handoff'));

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
      gap: SAFETY.has(plan.kind) ? null : gap,
      kind: plan.kind,
      topic: topicOf(plan),
      tripped: plan.safety?.tripped ?? false,
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
    kind: plan.kind,
    topic: topicOf(plan),
    tripped: plan.safety?.tripped ?? false,
  };
}

export type ChatStreamOptions = {
  planned: PlannedAnswer;
  request: AnswerRequest;
  conversationId: string | null;
  /** This answer's id and its conversation (a signed-in conversation, or a guest tab's random thread). */
  answerId: string;
  threadId: string;
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
      // The stored reply shares its answer's id: reloaded later, it can still be rated.
      messages: [{ id: o.answerId, role: 'assistant', content, status: final }],
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
        send({
          type: 'meta',
          conversationId: o.conversationId,
          remaining: o.remaining,
          mode: o.planned.mode,
          answerId: o.answerId,
          threadId: o.threadId,
        });
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
  o.waitUntil(recordAnswer(o));
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // Intermediaries must not buffer or compress the stream, or the answer would arrive all at once.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

/** Stores the answer for staff insight (a safety reply without its question) and a request for a person as a handoff. */
async function recordAnswer(o: ChatStreamOptions): Promise<void> {
  const { kind, topic } = o.planned;
  const safety = SAFETY.has(kind) || o.planned.tripped;
  const question = safety ? `[safety concept (${kind.replace(/_/g, ' ')}): question not stored]` : redact(o.request.message);
  const page = o.request.pageContext.slice(0, 300);
  try {
    await recordAnswerRow(o.db, {
      id: o.answerId,
      threadId: o.threadId,
      userId: o.userId,
      question,
      questionKey: safety ? `safety:${kind}` : gapKey(o.request.message),
      kind,
      topic: safety ? null : topic,
      page,
    });
    if (kind === 'handoff') await recordHandoffRow(o.db, { id: crypto.randomUUID(), threadId: o.threadId, reason: 'requested', page });
  } catch (error) {
    log({ requestId: o.answerId }, 'error', 'answer not recorded', { error: String(error) });
  }
}
