import type { ChatMessageView } from './api';

// Kept per tab (sessionStorage), so a guest's chat follows them between pages and is gone when the tab closes.
const GUEST_KEY = 'oasis-chat:guest';
const CONVERSATION_KEY = 'oasis-chat:conversation';
const THREAD_KEY = 'oasis-chat:thread';
const MAX_STORED = 50;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the chat still works, it just won't follow the visitor to the next page.
  }
}

/** The guest conversation kept in this tab. */
export function loadGuestMessages(): ChatMessageView[] {
  const list = read<unknown>(GUEST_KEY, []);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (m): m is ChatMessageView =>
      typeof m === 'object' &&
      m !== null &&
      (m.role === 'user' || m.role === 'assistant') &&
      typeof m.content === 'string' &&
      typeof m.id === 'string' &&
      (m.answerId === undefined || typeof m.answerId === 'string') &&
      (m.vote === undefined || m.vote === 'helpful' || m.vote === 'not_helpful'),
  );
}

export function saveGuestMessages(messages: ChatMessageView[]) {
  write(GUEST_KEY, messages.length ? messages.slice(-MAX_STORED) : null);
  // A new (empty) chat is a new thread.
  if (!messages.length) write(THREAD_KEY, null);
}

/** The signed-in visitor's current floating-panel conversation. */
export function loadPanelConversation(): string | null {
  const id = read<unknown>(CONVERSATION_KEY, null);
  return typeof id === 'string' ? id : null;
}

export function savePanelConversation(id: string | null) {
  write(CONVERSATION_KEY, id);
}

/** A guest tab's random conversation id, given by the server with the first answer (null until then or after a reset). */
export function loadGuestThread(): string | null {
  const id = read<unknown>(THREAD_KEY, null);
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

export function saveGuestThread(id: string | null) {
  write(THREAD_KEY, id);
}
