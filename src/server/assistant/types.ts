import type { AnswerEvent, EngineMode, HistoryMessage, ResetReason } from '../../lib/chat-protocol';
import type { Answer } from './answer';

// The wire types live in the shared chat protocol; the engines use them under these names.
export type { AnswerEvent, EngineMode, HistoryMessage, Source } from '../../lib/chat-protocol';

export type AnswerRequest = {
  message: string;
  /** Earlier turns of this visitor's own conversation, oldest first. */
  history: HistoryMessage[];
  /** The page the visitor is on; its passages rank higher. */
  pageContext: string;
  /** The request's country (ISO code, from the platform) when known: safety replies lead with its numbers. */
  country?: string | null;
  /** Aborted when the visitor stops the answer or disconnects. */
  signal?: AbortSignal;
  /** The library's understanding of the message (intent, topic, passages), which model mode is grounded on. */
  plan?: Answer;
};

/** Why model mode fell back to the library. */
export type FallbackReason = ResetReason;

/** Both answer engines stream events through this one interface. */
export interface AnswerEngine {
  readonly mode: EngineMode;
  answer(request: AnswerRequest): AsyncGenerator<AnswerEvent>;
}
