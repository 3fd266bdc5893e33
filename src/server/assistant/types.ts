import type { Answer } from './answer';

/** A page the answer drew on, for the Sources list. */
export type Source = { title: string; href: string };

export type HistoryMessage = { role: 'user' | 'assistant'; content: string };

export type AnswerRequest = {
  message: string;
  /** Earlier turns of this visitor's own conversation, oldest first. */
  history: HistoryMessage[];
  /** The page the visitor is on; its passages rank higher. */
  pageContext: string;
  /** Aborted when the visitor stops the answer or disconnects. */
  signal?: AbortSignal;
  /** The library's understanding of the message (intent, topic, passages), which model mode is grounded on. */
  plan?: Answer;
};

/** Why model mode fell back to the library. */
export type FallbackReason = 'timeout' | 'provider_error' | 'stream_cut' | 'empty';

export type AnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'sources'; items: Source[] }
  /** Discard the text streamed so far: a library answer follows. */
  | { type: 'reset'; reason: FallbackReason };

export type EngineMode = 'library' | 'model';

/** Both answer engines stream events through this one interface. */
export interface AnswerEngine {
  readonly mode: EngineMode;
  answer(request: AnswerRequest): AsyncGenerator<AnswerEvent>;
}
