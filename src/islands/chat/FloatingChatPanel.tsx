import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import type { ChatMessageView } from './api';
import { ChatThread } from './ChatThread';
import { greetingFor } from './greetings';
import { AskTeamButton, HandoffConfirmation, HandoffForm } from './HandoffForm';
import { RemainingNotice } from './RemainingNotice';
import { SaveGuestChat } from './SaveGuestChat';
import { loadGuestMessages, loadPanelConversation, saveGuestMessages, savePanelConversation } from './session-store';
import { useChat } from './use-chat';
import { useGuestFullChat } from './use-guest-full-chat';
import { useHandoff } from './use-handoff';

export type AskRequest = { text: string; id: number };
export type FloatingChatPanelProps = {
  open: boolean;
  onClose: () => void;
  pagePath: string;
  signedIn: boolean;
  ask?: AskRequest | null;
  /** This page's suggested questions (from the domain registry, chosen on the server). */
  suggestions?: string[];
};

/** The floating assistant panel (about 24rem wide): title, Full Chat, close, greeting, guest hint and the chat itself. */
export default function FloatingChatPanel({ open, onClose, pagePath, signedIn, ask, suggestions }: FloatingChatPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [initial] = useState<ChatMessageView[]>(() => (signedIn ? [] : loadGuestMessages()));
  const [draft, setDraft] = useState<string | undefined>(undefined);
  // The stream's handoff event opens the form; the form's state needs the chat, so it is reached through a ref.
  const offerHandoff = useRef<(reason: 'requested' | 'unanswered') => void>(() => {});
  const chat = useChat({
    pagePath,
    signedIn,
    initialMessages: initial,
    onMessages: signedIn ? undefined : saveGuestMessages,
    onConversationChange: signedIn ? savePanelConversation : undefined,
    onHandoff: (reason) => offerHandoff.current(reason),
  });
  const { select, send, pending } = chat;
  const handoff = useHandoff({ signedIn, pagePath, conversationId: chat.conversationId, messages: chat.messages });
  useEffect(() => {
    offerHandoff.current = handoff.show;
  }, [handoff.show]);
  const guestFullChat = useGuestFullChat();

  useEffect(() => {
    if (!signedIn) return;
    const id = loadPanelConversation();
    if (id) void select(id);
  }, [signedIn, select]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('textarea, input')?.focus();
    // One Escape closes one thing: only when focus is in the chat (panel or its button) and nothing inside took it.
    const onKey = (e: KeyboardEvent) => {
      const launcher = panel.current?.parentElement;
      if (e.key !== 'Escape' || e.defaultPrevented || !launcher?.contains(e.target as Node)) return;
      e.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // A question asked from a link elsewhere on the page (the home page examples).
  const lastAsk = useRef<number | null>(null);
  useEffect(() => {
    if (!ask || ask.id === lastAsk.current) return;
    lastAsk.current = ask.id;
    if (pending) setDraft(ask.text);
    else void send(ask.text);
  }, [ask, pending, send]);

  const startOver = useCallback(() => {
    void select(null);
    if (signedIn) savePanelConversation(null);
    else saveGuestMessages([]);
  }, [select, signedIn]);

  return (
    <div ref={panel} className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-panel-title" hidden={!open}>
      <div className="chat-panel-header">
        <h2 id="chat-panel-title">AI Assistant</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="New chat"
          title="New chat"
          onClick={startOver}
          disabled={!chat.messages.length}
        >
          <Icon name="plus" size={18} />
        </button>
        {signedIn ? (
          <a href="/chat" className="button button-small button-ghost">
            Full Chat
          </a>
        ) : (
          guestFullChat.button
        )}
        <button type="button" className="icon-button" aria-label="Close AI Assistant" onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {signedIn ? null : guestFullChat.note}
      {signedIn ? (
        <SaveGuestChat
          where="in Full Chat"
          onSaved={async (id) => {
            savePanelConversation(id);
            await select(id);
          }}
        />
      ) : null}
      <ChatThread
        label="Conversation with the AI Assistant"
        greeting={greetingFor(pagePath)}
        suggestions={suggestions}
        onVoted={chat.voted}
        messages={chat.messages}
        pending={chat.pending}
        streaming={chat.streaming}
        busy={chat.loading}
        onSend={chat.send}
        onStop={chat.stop}
        draft={draft}
        status={<RemainingNotice remaining={chat.remaining} notice={chat.notice} signedIn={signedIn} />}
        after={handoff.confirmed ? <HandoffConfirmation /> : null}
        replaceComposer={handoff.open ? <HandoffForm handoff={handoff} /> : undefined}
        footer={
          <div className="chat-footer">
            <AskTeamButton ref={handoff.button} onClick={() => handoff.show('button')} />
            {signedIn ? null : (
              <p className="chat-guest-hint">
                <a href={`/auth?next=${encodeURIComponent(pagePath)}`}>Sign in</a> to save your chat history.
              </p>
            )}
          </div>
        }
      />
    </div>
  );
}
