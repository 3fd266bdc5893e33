// Browser side of the chat APIs: the streamed POST /api/chat and the saved-conversation endpoints.

import { readApiError } from '../../browser/read-api-error';
import { fetchWithRetry } from '../../browser/retry';
import type {
  ChatMessageView,
  ChatRequest,
  ChatRole,
  ChatStreamEvent,
  ConversationSummary,
  FeedbackRequest,
} from '../../lib/chat-protocol';

import type { HandoffRequest } from '../../lib/handoff';

export type { ChatMessageView, ChatRequest, ChatRole, ConversationSummary };
/** One line of the chat stream (the shared protocol). */
export type ChatEvent = ChatStreamEvent;

/** The server refused the message (validation, limit, session); `message` is written for the visitor. */
export class ChatRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    /** One message per refused field (validation errors). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function errorOf(res: Response): Promise<ChatRefused> {
  const error = await readApiError(res);
  return new ChatRefused(error.status, error.message, error.code, error.fields);
}

/** Sends a message and calls `onEvent` for each newline-delimited JSON event as it arrives. */
export async function streamChat(request: ChatRequest, signal: AbortSignal, onEvent: (event: ChatEvent) => void): Promise<void> {
  const res = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(request),
    signal,
  });
  if (!res.ok || !res.body) throw await errorOf(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) onEvent(JSON.parse(line) as ChatEvent);
        newline = buffer.indexOf('\n');
      }
      if (done) break;
    }
  } catch (error) {
    // An error event or a broken line ends the answer: release the connection instead of leaving it open.
    await reader.cancel().catch(() => {});
    throw error;
  }
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as T;
}

const jsonHeaders = { 'Content-Type': 'application/json' };

/** Tells the server the visitor stopped the reply, so a reply it already finished is stored as interrupted. */
export async function stopReply(conversationId: string): Promise<void> {
  await fetch('/api/chat/stop', { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ conversationId }), keepalive: true });
}

export async function fetchConversations(): Promise<ConversationSummary[]> {
  return (await json<{ conversations: ConversationSummary[] }>(await fetchWithRetry('/api/conversations'))).conversations;
}

export async function fetchMessages(conversationId: string): Promise<ChatMessageView[]> {
  const res = await fetchWithRetry(`/api/conversations/${encodeURIComponent(conversationId)}/messages`);
  return (await json<{ messages: ChatMessageView[] }>(res)).messages;
}

export async function renameConversation(id: string, title: string): Promise<void> {
  await json(
    await fetch(`/api/conversations/${encodeURIComponent(id)}`, { method: 'PATCH', headers: jsonHeaders, body: JSON.stringify({ title }) }),
  );
}

export async function deleteConversation(id: string): Promise<void> {
  await json(await fetch(`/api/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export async function importConversation(messages: { role: ChatRole; content: string }[]): Promise<ConversationSummary> {
  const res = await fetch('/api/conversations/import', { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ messages }) });
  return (await json<{ conversation: ConversationSummary }>(res)).conversation;
}

/** Sends the conversation to staff as an enquiry (POST /api/chat/handoff). */
export async function sendHandoff(request: HandoffRequest): Promise<{ id: string }> {
  const res = await fetch('/api/chat/handoff', { method: 'POST', headers: jsonHeaders, body: JSON.stringify(request) });
  return json<{ id: string }>(res);
}

/** The signed-in visitor's name and email, to prefill the handoff form; null when signed out or unreachable. */
export async function fetchSessionUser(): Promise<{ email: string; fullName: string | null } | null> {
  try {
    const res = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    return ((await res.json()) as { user: { email: string; fullName: string | null } | null }).user;
  } catch {
    return null;
  }
}

/** One vote on one answer (POST /api/assistant/feedback); throws ChatRefused when refused. */
export async function sendFeedback(request: FeedbackRequest): Promise<void> {
  const res = await fetch('/api/assistant/feedback', { method: 'POST', headers: jsonHeaders, body: JSON.stringify(request) });
  await json(res);
}
