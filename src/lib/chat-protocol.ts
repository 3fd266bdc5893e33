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
  | { type: 'meta'; conversationId: string | null; remaining: number; mode: EngineMode }
  | AnswerEvent
  | { type: 'handoff'; reason: StreamHandoffReason }
  | { type: 'done' }
  | { type: 'error'; code: string; message: string };

/** A saved conversation as the list shows it. */
export type ConversationSummary = { id: string; title: string; createdAt: number; updatedAt: number };
export type MessageStatus = 'complete' | 'interrupted';
/** One message as the chat shows it; `source: 'browser'` marks an assistant turn of a saved guest chat, sent by the visitor's browser. */
export type ChatMessageView = { id: string; role: ChatRole; content: string; status?: MessageStatus; source?: 'site' | 'browser' };

/** What the browser sends to POST /api/chat (validated by `ChatInput` in chat-schemas.ts). */
export type ChatRequest = {
  message: string;
  conversationId: string | null;
  pageContext: string;
  isGuest: boolean;
  history?: HistoryMessage[];
};
