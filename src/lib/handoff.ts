// The chat handoff's wire contract, shared by POST /api/chat/handoff and the chat islands.

/** Caps on what a handoff may carry (the server refuses more; the client trims to them). */
export const HANDOFF_LIMITS = {
  name: 200,
  email: 254,
  /** The note: as long as a contact form message. */
  message: 5000,
  /** Messages of transcript kept: the most recent ones. */
  transcriptMessages: 40,
  transcriptMessageChars: 8000,
} as const;

/** Why the handoff form opened: the visitor asked for a person, the assistant could not answer, or the button. */
export type HandoffReason = 'requested' | 'unanswered' | 'button';

export type HandoffRequest = {
  name: string;
  email: string;
  message?: string;
  transcript: { role: 'user' | 'assistant'; content: string }[];
  pageContext: string;
  /** A signed-in visitor's stored conversation: the server reads the transcript from it, not from the client. */
  conversationId?: string | null;
  reason?: HandoffReason;
  /** A guest's thread id from the chat stream (staff insight counts the handoff against it). */
  threadId?: string | null;
};

/** The confirmation shown in the chat once staff have the conversation (the spec's 24-hour email reply). */
export const HANDOFF_CONFIRMATION = 'Thanks — our team will reply by email within 24 hours.';
