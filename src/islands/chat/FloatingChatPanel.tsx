import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '../../components/Icon';
import { ChatThread } from './ChatThread';
import { greetingFor } from './greetings';
import { AskTeamButton, HandoffConfirmation, HandoffForm } from './HandoffForm';
import { RemainingNotice } from './RemainingNotice';
import { SaveGuestChat } from './SaveGuestChat';
import { loadGuestMessages, loadPanelConversation, saveGuestMessages, savePanelConversation } from './session-store';
import { useChat } from './use-chat';
import { useGuestFullChat } from './use-guest-full-chat';
import { useHandoff } from './use-handoff';

import { makePageInert, MODAL_QUERY, trapTab } from './modal-query';

const subscribeModal = (onChange: () => void) => {
  const query = window.matchMedia(MODAL_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the panel is modal at this viewport; the server draws the phone layout (modal), the client corrects it. */
function useModalLayout(): boolean {
  return useSyncExternalStore(
    subscribeModal,
    () => window.matchMedia(MODAL_QUERY).matches,
    () => true,
  );
}

/** The panel is drawn by the server inside the page and hydrated as its own island: its ids are fixed, not useId's. */
const PANEL_INPUT_ID = 'chat-panel-message';

/** What the visitor typed into the server-drawn message box before the panel hydrated. */
function drawnDraft(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const box = document.getElementById(PANEL_INPUT_ID) as HTMLTextAreaElement | null;
  return box?.value || undefined;
}

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
  // Text typed into the server-drawn message box before hydration is kept: the first render starts from it.
  const [draft, setDraft] = useState<string | undefined>(drawnDraft);
  // The stream's handoff event opens the form; the form's state needs the chat, so it is reached through a ref.
  const offerHandoff = useRef<(reason: 'requested' | 'unanswered') => void>(() => {});
  const chat = useChat({
    pagePath,
    signedIn,
    onMessages: signedIn ? undefined : saveGuestMessages,
    onConversationChange: signedIn ? savePanelConversation : undefined,
    onHandoff: (reason) => offerHandoff.current(reason),
  });
  const { select, send, pending } = chat;
  const handoff = useHandoff({ signedIn, pagePath, conversationId: chat.conversationId, messages: chat.messages });
  useEffect(() => {
    offerHandoff.current = handoff.show;
  }, [handoff.show]);
  const guestFullChat = useGuestFullChat('chat-panel-full-chat');

  // A guest's chat kept in this tab comes back after hydration: the server drew the panel without it, and the first
  // render must match that markup (a mismatch would redraw the panel and lose what was typed).
  const { setMessages } = chat;
  useEffect(() => {
    if (signedIn) return;
    const kept = loadGuestMessages();
    if (kept.length) setMessages(() => kept);
  }, [signedIn, setMessages]);

  useEffect(() => {
    if (!signedIn) return;
    const id = loadPanelConversation();
    if (id) void select(id);
  }, [signedIn, select]);

  // Phones, tablets and short screens (where the panel covers the page): a modal dialog. Wider screens: the page keeps a
  // column free for the panel (styles.css), so nothing focusable is ever behind it, and the page stays usable beside it.
  const modal = useModalLayout();

  // Opened drawn by the server script before hydration: that script already focused the message box, and the visitor
  // may have moved on since (to a header menu beside the panel), so hydration must not pull focus back (unless the panel
  // is a modal dialog, where focus belongs inside it).
  const openedBeforeHydration = useRef(open);
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const dialog = panel.current;
    const modalNow = dialog?.getAttribute('aria-modal') === 'true';
    const focusHere = !openedBeforeHydration.current || !active || active === document.body || (modalNow && !dialog?.contains(active));
    openedBeforeHydration.current = false;
    if (focusHere) dialog?.querySelector<HTMLElement>('textarea, input')?.focus();
    // Escape closes the chat from anywhere, unless something else (a header menu, the handoff form) took it first.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  useEffect(() => {
    const launcher = panel.current?.parentElement;
    if (!open || !modal || !launcher) return;
    const restore = makePageInert(launcher);
    const trap = (e: KeyboardEvent) => trapTab(e, launcher);
    document.addEventListener('keydown', trap);
    return () => {
      document.removeEventListener('keydown', trap);
      restore();
    };
  }, [open, modal]);

  // A question asked from a link elsewhere on the page (the home page examples).
  const lastAsk = useRef<number | null>(null);
  useEffect(() => {
    if (!ask || ask.id === lastAsk.current) return;
    lastAsk.current = ask.id;
    if (pending) setDraft(ask.text);
    else void send(ask.text);
  }, [ask, pending, send]);

  const startOver = useCallback(() => {
    if (!chat.messages.length) return;
    void select(null);
    // The button is now unavailable (nothing to clear): focus moves to the message box for the new chat.
    panel.current?.querySelector<HTMLElement>('.chat-composer textarea')?.focus();
    if (signedIn) savePanelConversation(null);
    else saveGuestMessages([]);
  }, [select, signedIn, chat.messages.length]);

  return (
    <div ref={panel} className="chat-panel" role="dialog" aria-modal={open && modal} aria-labelledby="chat-panel-title" hidden={!open}>
      <div className="chat-panel-header">
        <h2 id="chat-panel-title">AI Assistant</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="New chat"
          title="New chat"
          onClick={startOver}
          aria-disabled={!chat.messages.length || undefined}
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
        inputId={PANEL_INPUT_ID}
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
