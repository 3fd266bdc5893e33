// The chat wire contract, shared by POST /api/chat, the conversation endpoints and the chat islands (no zod here:
// islands import it; the request schemas are in chat-schemas.ts).
import type { HandoffReason } from './handoff';

export const MESSAGE_MAX = 4000;
/** How many earlier turns are sent to the engine. */
export const HISTORY_WINDOW = 10;

export type ChatRole = 'user' | 'assistant';
export type HistoryMessage = { role: ChatRole; content: string };

/** A page the answer drew on, for the Sources list. */
export type Source = { title: string; href: string };

/** Why model mode fell back to the library (the `reset` event's reason). */
export const RESET_REASONS = ['timeout', 'provider_error', 'stream_cut', 'empty'] as const;
export type ResetReason = (typeof RESET_REASONS)[number];

/** Why the stream offers a person: the visitor asked, or the assistant could not answer twice in a row. */
export type StreamHandoffReason = Exclude<HandoffReason, 'button'>;

export type EngineMode = 'library' | 'model';

/** What an answer engine yields. */
export type AnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'sources'; items: Source[] }
  /** Discard the text streamed so far: a library answer follows. */
  | { type: 'reset'; reason: ResetReason };

/**
 * The stream format (application/x-ndjson, one JSON object per line): meta first; then delta pieces, reset (discard the
 * text so far), sources; handoff (offer the "Ask our team" form) before the end; and finally done, or error.
 */
export type ChatStreamEvent =
  | {
      type: 'meta';
      conversationId: string | null;
      remaining: number;
      mode: EngineMode;
      /** This answer's id, for the Helpful / Not helpful vote (POST /api/assistant/feedback). */
      answerId: string;
      /** The conversation: the signed-in conversation's id, or the random id a guest's tab keeps (sent back as threadId). */
      threadId: string;
    }
  | AnswerEvent
  | { type: 'handoff'; reason: StreamHandoffReason }
  | { type: 'done' }
  | { type: 'error'; code: string; message: string };

/** A saved conversation as the list shows it. */
export type ConversationSummary = { id: string; title: string; createdAt: number; updatedAt: number };
export type MessageStatus = 'complete' | 'interrupted';
export type ChatMessageView = {
  id: string;
  role: ChatRole;
  content: string;
  status?: MessageStatus;
  /** 'browser': an assistant turn of a saved guest chat, whose words the visitor's browser sent (unverified). */
  source?: 'site' | 'browser';
  /** The answer's id, for the Helpful / Not helpful vote (an answer in this tab, or a saved conversation's reply). */
  answerId?: string;
  /** The vote already given on it (one per answer). */
  vote?: 'helpful' | 'not_helpful';
};

/** What the browser sends to POST /api/chat (validated by `ChatInput` in chat-schemas.ts). */
export type ChatRequest = {
  message: string;
  conversationId: string | null;
  pageContext: string;
  isGuest: boolean;
  history?: HistoryMessage[];
  /** A guest tab's random conversation id (from the first answer's meta), so follow-ups and feedback share a thread. */
  threadId?: string | null;
};

/** Why an answer was not helpful (the reasons the feedback form offers, in order). */
export const FEEDBACK_REASONS = [
  { value: 'wrong', label: 'Wrong' },
  { value: 'not_what_i_asked', label: 'Not what I asked' },
  { value: 'incomplete', label: 'Incomplete' },
  { value: 'unsafe', label: 'Unsafe' },
  { value: 'other', label: 'Other' },
] as const;
export type FeedbackReasonValue = (typeof FEEDBACK_REASONS)[number]['value'];
export const FEEDBACK_NOTE_MAX = 1000;

/** What the browser sends to POST /api/assistant/feedback. */
export type FeedbackRequest = { answerId: string; helpful: boolean; reason?: FeedbackReasonValue; note?: string };
