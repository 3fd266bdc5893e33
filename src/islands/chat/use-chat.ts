import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../browser/toast';
import { ChatRefused, fetchMessages, stopReply, streamChat, type ChatMessageView } from './api';
import { loadGuestThread, saveGuestThread } from './session-store';

export type ChatOptions = {
  pagePath: string;
  signedIn: boolean;
  /** Starting messages (a guest's chat kept in this tab). */
  initialMessages?: ChatMessageView[];
  /** Called whenever the local message list changes (guests persist it). */
  onMessages?: (messages: ChatMessageView[]) => void;
  /** Called when the server starts a conversation or a reply is stored (lists reload). */
  onConversationChange?: (id: string | null) => void;
  /** Called once a reply is complete when the assistant offered a person (the visitor asked, or it could not answer). */
  onHandoff?: (reason: 'requested' | 'unanswered') => void;
};

export type Chat = ReturnType<typeof useChat>;

const HISTORY_SENT = 10;
let nextId = 1;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${nextId++}`;

const SEND_FAILED = { title: 'Error sending message', description: "Please try again. Make sure you're connected to the internet." };
/** Shown above the message box as well as in the toast, so the failure stays on screen where the visitor is looking. */
export const SEND_FAILED_INLINE = `Your message was not sent. ${SEND_FAILED.description}`;

/** Fires the spec's toast for a failed send. */
function sendFailedToast() {
  toast({ ...SEND_FAILED, variant: 'destructive' });
}

/**
 * Chat state shared by the floating panel and the /chat page: the message shows at once, the reply streams in,
 * Stop aborts it; signed in, the stored history reloads after the reply; guests append locally.
 */
export function useChat({ pagePath, signedIn, initialMessages = [], onMessages, onConversationChange, onHandoff }: ChatOptions) {
  const [messages, setMessages] = useState<ChatMessageView[]>(initialMessages);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  // The conversation of the reply in flight, so Stop can tell the server which reply to mark interrupted.
  const liveIdRef = useRef<string | null>(null);
  const loadRef = useRef(0);
  const callbacks = useRef({ onMessages, onConversationChange, onHandoff });
  useEffect(() => {
    callbacks.current = { onMessages, onConversationChange, onHandoff };
  });

  const update = useCallback((next: (list: ChatMessageView[]) => ChatMessageView[]) => {
    setMessages((list) => {
      const result = next(list);
      callbacks.current.onMessages?.(result);
      return result;
    });
  }, []);

  /** Opens a saved conversation (or a new one, with null); an answer in flight is stopped first. */
  const select = useCallback(
    async (id: string | null) => {
      abortRef.current?.abort();
      const ticket = ++loadRef.current;
      setConversationId(id);
      setNotice(null);
      if (!id) {
        update(() => []);
        setLoading(false);
        return;
      }
      setLoading(true);
      try {
        const loaded = await fetchMessages(id);
        if (ticket === loadRef.current) update(() => loaded);
      } catch (error) {
        // Message load failures are logged only (spec): the chat area stays as it was.
        console.error('Failed to load messages', error);
      } finally {
        if (ticket === loadRef.current) setLoading(false);
      }
    },
    [update],
  );

  const stop = useCallback(() => {
    const live = abortRef.current;
    live?.abort();
    if (live && signedIn && liveIdRef.current) void stopReply(liveIdRef.current).catch(() => {});
  }, [signedIn]);

  /** Sends a message; resolves false when nothing was sent or sending failed (the caller keeps the draft). */
  const send = useCallback(
    async (draft: string): Promise<boolean> => {
      const message = draft.trim();
      if (!message || pending) return false;
      const temp: ChatMessageView = { id: localId('pending'), role: 'user', content: message };
      const history = messages.slice(-HISTORY_SENT).map(({ role, content }) => ({ role, content }));
      update((list) => [...list, temp]);
      setPending(true);
      setStreaming('');
      setNotice(null);
      const controller = new AbortController();
      abortRef.current = controller;
      let answer = '';
      let done = false;
      let handoff: 'requested' | 'unanswered' | null = null;
      let id = conversationId;
      let answerId: string | undefined;
      liveIdRef.current = signedIn ? id : null;
      const ticket = loadRef.current;
      try {
        await streamChat(
          {
            message,
            conversationId: signedIn ? conversationId : null,
            pageContext: pagePath,
            isGuest: !signedIn,
            history: signedIn ? [] : history,
            threadId: signedIn ? null : loadGuestThread(),
          },
          controller.signal,
          (event) => {
            if (event.type === 'meta') {
              setRemaining(event.remaining);
              answerId = event.answerId;
              if (!signedIn) saveGuestThread(event.threadId);
              if (event.conversationId && event.conversationId !== id) {
                id = event.conversationId;
                if (signedIn) liveIdRef.current = id;
                setConversationId(id);
                callbacks.current.onConversationChange?.(id);
              }
            } else if (event.type === 'delta') {
              answer += event.text;
              setStreaming(answer);
            } else if (event.type === 'reset') {
              answer = '';
              setStreaming('');
            } else if (event.type === 'handoff') {
              handoff = event.reason;
            } else if (event.type === 'done') {
              done = true;
            } else if (event.type === 'error') {
              throw new Error(event.message);
            }
          },
        );
        if (!done) throw new Error('The answer stream ended early.');
        if (signedIn && id) {
          try {
            const stored = await fetchMessages(id);
            // The stored reply is the one just streamed: it carries this answer's id for feedback.
            const last = stored.at(-1);
            if (last?.role === 'assistant' && answerId) stored[stored.length - 1] = { ...last, answerId };
            if (ticket === loadRef.current) update(() => stored);
          } catch {
            update((list) => [...list, { id: localId('reply'), role: 'assistant', content: answer, answerId }]);
          }
          callbacks.current.onConversationChange?.(id);
        } else {
          update((list) => [...list, { id: localId('reply'), role: 'assistant', content: answer, answerId }]);
        }
        if (handoff && ticket === loadRef.current) callbacks.current.onHandoff?.(handoff);
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          // Stopped by the visitor: keep the question and whatever part of the answer arrived.
          if (answer.trim() && ticket === loadRef.current) {
            update((list) => [...list, { id: localId('reply'), role: 'assistant', content: answer, status: 'interrupted' }]);
          }
          return true;
        }
        update((list) => list.filter((m) => m.id !== temp.id));
        if (error instanceof ChatRefused && [400, 401, 413, 429].includes(error.status)) {
          setNotice(error.message);
          if (error.status === 429) setRemaining(0);
        } else if (error instanceof ChatRefused && error.status === 404 && signedIn) {
          // The conversation was deleted elsewhere: start afresh.
          setConversationId(null);
          callbacks.current.onConversationChange?.(null);
          sendFailedToast();
          setNotice(SEND_FAILED_INLINE);
        } else {
          console.error('Chat send failed', error);
          sendFailedToast();
          setNotice(SEND_FAILED_INLINE);
        }
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setPending(false);
        setStreaming('');
      }
    },
    [conversationId, messages, pagePath, pending, signedIn, update],
  );

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Remembers the vote given on an answer, so it shows as given and cannot be given twice from this tab. */
  const voted = useCallback(
    (answerId: string, vote: 'helpful' | 'not_helpful') =>
      update((list) => list.map((m) => (m.answerId === answerId ? { ...m, vote } : m))),
    [update],
  );

  return { messages, conversationId, pending, streaming, remaining, notice, loading, send, stop, select, setMessages: update, voted };
}
