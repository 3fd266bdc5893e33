import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import type { ChatMessageView } from './api';
import { AnswerFeedback } from './AnswerFeedback';
import { Markdown } from './Markdown';

export type ChatThreadProps = {
  messages: ChatMessageView[];
  pending: boolean;
  /** The reply as streamed so far. */
  streaming: string;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
  /** Shown as the first assistant bubble (the floating panel's greeting). */
  greeting?: string;
  /** Shown when there are no messages and no greeting. */
  empty?: ReactNode;
  /** Notices above the input (messages left, limit reached). */
  status?: ReactNode;
  /** A question to put in the input (the home page's examples, /chat?q=). */
  draft?: string;
  label: string;
  busy?: boolean;
  autoFocus?: boolean;
  /** Shown at the end of the conversation (the handoff confirmation). */
  after?: ReactNode;
  /** Shown instead of the input while set (the inline handoff form); the draft is kept. */
  replaceComposer?: ReactNode;
  /** Actions under the input ("Ask our team"). */
  footer?: ReactNode;
  /** Records a Helpful / Not helpful vote given under an answer. */
  onVoted?: (answerId: string, vote: 'helpful' | 'not_helpful') => void;
  /** Questions to start with, shown while the conversation is empty (they are sent when chosen). */
  suggestions?: string[];
  /** The message box's id (and the prefix of the thread's other ids) when the server draws the thread inside a larger
   * page and an island hydrates it: useId would differ between the two renders. */
  inputId?: string;
};

const MAX_LENGTH = 4000;

/** Markdown as it is read: no emphasis marks, link targets or list bullets. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Messages, the streaming reply, "Thinking...", and the input with Send and Stop: the chat both places share. */
export function ChatThread({
  messages,
  pending,
  streaming,
  onSend,
  onStop,
  greeting,
  empty,
  status,
  draft,
  label,
  busy,
  autoFocus,
  after,
  replaceComposer,
  footer,
  onVoted,
  suggestions,
  inputId: fixedId,
}: ChatThreadProps) {
  const generatedId = useId();
  const inputId = fixedId ?? generatedId;
  const [text, setText] = useState(draft ?? '');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const hadPending = useRef(false);

  useEffect(() => {
    if (draft !== undefined) setText(draft);
  }, [draft]);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const hasAfter = Boolean(after);
  const hasForm = Boolean(replaceComposer);
  // Follow the reply while it streams; once in, a reply taller than the view is shown from its start.
  useEffect(() => {
    const el = log.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    const last = el.lastElementChild;
    if (!pending && last?.classList.contains('chat-bubble-assistant') && last.getBoundingClientRect().height > el.clientHeight) {
      el.scrollTop += last.getBoundingClientRect().top - el.getBoundingClientRect().top - 8;
    }
  }, [messages, streaming, pending, hasAfter, hasForm]);

  // The finished answer is announced once (the live region exists before it is filled); the question and loaded history
  // are not: the visitor typed the one and chose to open the other.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (pending) {
      setAnnouncement('');
      return;
    }
    if (!hadPending.current) return;
    const last = messages[messages.length - 1];
    if (last?.role === 'assistant') setAnnouncement(`Assistant said: ${plainText(last.content)}`);
  }, [pending, messages]);

  // Focus follows the state: to Stop while the input is disabled, back to the input when the reply is in.
  useEffect(() => {
    if (pending) stopButton.current?.focus();
    else if (hadPending.current) input.current?.focus();
    hadPending.current = pending;
  }, [pending]);

  const submit = async () => {
    const value = text.trim();
    if (!value || pending) return;
    setText('');
    const sent = await onSend(value);
    if (!sent) setText((current) => current || value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    } else if ((e.key === 'PageDown' || e.key === 'PageUp') && !e.altKey && !e.ctrlKey && !e.metaKey && log.current) {
      // Page keys in the message box scroll the conversation (not the page behind), as in other chat apps.
      e.preventDefault();
      const el = log.current;
      el.scrollBy({ top: (e.key === 'PageDown' ? 1 : -1) * Math.max(40, el.clientHeight - 40) });
    }
  };

  const blank = !text.trim();
  return (
    <div className="chat-thread">
      {/*
        The conversation: focusable (so it can be scrolled by keyboard) and named, but not itself live: loaded history
        and the streamed tokens would be read out piece by piece. What is new is announced once, below.
      */}
      <div ref={log} className="chat-messages" role="log" aria-live="off" aria-busy={pending || busy} aria-label={label} tabIndex={0}>
        {greeting ? (
          <div className="chat-bubble chat-bubble-assistant">
            <p>{greeting}</p>
          </div>
        ) : null}
        {!greeting && !messages.length && !pending ? empty : null}
        {suggestions?.length && !messages.length && !pending ? (
          <div className="chat-suggestions">
            <p className="chat-suggestions-title" id={`${inputId}-suggested`}>
              Suggested questions
            </p>
            <ul aria-labelledby={`${inputId}-suggested`}>
              {suggestions.map((q) => (
                <li key={q}>
                  <button type="button" className="chat-suggestion" onClick={() => void onSend(q)}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {messages.map((m) => (
          <div key={m.id} className={m.role === 'user' ? 'chat-bubble chat-bubble-user' : 'chat-bubble chat-bubble-assistant'}>
            <span className="visually-hidden">{m.role === 'user' ? 'You said:' : 'Assistant said:'}</span>
            {m.role === 'user' ? <p className="chat-user-text">{m.content}</p> : <Markdown text={m.content} />}
            {m.status === 'interrupted' ? <p className="chat-interrupted">Stopped before the answer was complete.</p> : null}
            {m.role === 'assistant' && m.answerId && onVoted && m.status !== 'interrupted' ? (
              <AnswerFeedback answerId={m.answerId} vote={m.vote} onVoted={onVoted} />
            ) : null}
          </div>
        ))}
        {pending && streaming ? (
          <div className="chat-bubble chat-bubble-assistant chat-bubble-streaming">
            <Markdown text={streaming} />
          </div>
        ) : null}
        {pending && !streaming ? (
          <p className="chat-thinking" role="status">
            <span className="chat-thinking-dots" aria-hidden="true" />
            Thinking...
          </p>
        ) : null}
        {pending ? null : after}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {status ? <div className="chat-status">{status}</div> : null}
      {replaceComposer ?? (
        <form
          className="chat-composer"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Your message
          </label>
          <textarea
            id={inputId}
            ref={input}
            rows={2}
            value={text}
            maxLength={MAX_LENGTH}
            disabled={pending}
            placeholder="Ask about peptides, recovery or our services…"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {pending ? (
            <button ref={stopButton} type="button" className="button button-small chat-stop" onClick={onStop}>
              <Icon name="stop" size={16} /> Stop
            </button>
          ) : null}
          <button
            type="submit"
            className="button button-primary button-small chat-send"
            disabled={pending || blank}
            aria-label="Send message"
          >
            <Icon name="send" size={18} />
          </button>
        </form>
      )}
      {replaceComposer ? null : footer}
    </div>
  );
}
