import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { toast } from '../../lib/toast';
import { importConversation, type ChatMessageView } from './api';
import { ChatThread } from './ChatThread';
import { greetingFor } from './greetings';
import { RemainingNotice } from './RemainingNotice';
import { loadGuestMessages, loadPanelConversation, saveGuestMessages, savePanelConversation } from './session-store';
import { useChat } from './use-chat';

export type AskRequest = { text: string; id: number };
export type FloatingChatPanelProps = { open: boolean; onClose: () => void; pagePath: string; signedIn: boolean; ask?: AskRequest | null };

/** The floating assistant panel (about 24rem wide): title, Full Chat, close, greeting, guest hint and the chat itself. */
export default function FloatingChatPanel({ open, onClose, pagePath, signedIn, ask }: FloatingChatPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [initial] = useState<ChatMessageView[]>(() => (signedIn ? [] : loadGuestMessages()));
  // A guest chat still in this tab after signing in can be saved as a conversation.
  const [unsaved, setUnsaved] = useState<ChatMessageView[]>(() => (signedIn ? loadGuestMessages() : []));
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const chat = useChat({
    pagePath,
    signedIn,
    initialMessages: initial,
    onMessages: signedIn ? undefined : saveGuestMessages,
    onConversationChange: signedIn ? savePanelConversation : undefined,
  });
  const { select, send, pending } = chat;

  useEffect(() => {
    if (!signedIn) return;
    const id = loadPanelConversation();
    if (id) void select(id);
  }, [signedIn, select]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('textarea')?.focus();
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

  const saveUnsaved = async () => {
    setSaving(true);
    try {
      const conversation = await importConversation(unsaved.map(({ role, content }) => ({ role, content })));
      saveGuestMessages([]);
      setUnsaved([]);
      savePanelConversation(conversation.id);
      await select(conversation.id);
      toast({ title: 'Chat saved', description: 'You can find it in Full Chat with your other conversations.' });
    } catch (error) {
      console.error('Saving the guest chat failed', error);
      toast({ title: 'Error', description: 'Failed to save the chat. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

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
        <a href="/chat" className="button button-small button-ghost">
          Full Chat
        </a>
        <button type="button" className="icon-button" aria-label="Close AI Assistant" onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {unsaved.length ? (
        <div className="chat-import">
          <p>
            You have a chat from before you signed in ({unsaved.length} {unsaved.length === 1 ? 'message' : 'messages'}). Save it to your
            history?
          </p>
          <div className="chat-import-actions">
            <button type="button" className="button button-primary button-small" onClick={() => void saveUnsaved()} disabled={saving}>
              {saving ? 'Saving...' : 'Save chat'}
            </button>
            <button
              type="button"
              className="button button-ghost-dark button-small"
              onClick={() => {
                saveGuestMessages([]);
                setUnsaved([]);
              }}
              disabled={saving}
            >
              Discard
            </button>
          </div>
        </div>
      ) : null}
      <ChatThread
        label="Conversation with the AI Assistant"
        greeting={greetingFor(pagePath)}
        messages={chat.messages}
        pending={chat.pending}
        streaming={chat.streaming}
        busy={chat.loading}
        onSend={chat.send}
        onStop={chat.stop}
        draft={draft}
        status={<RemainingNotice remaining={chat.remaining} notice={chat.notice} signedIn={signedIn} />}
      />
      {signedIn ? null : (
        <p className="chat-guest-hint">
          <a href="/auth">Sign in</a> to save your chat history.
        </p>
      )}
    </div>
  );
}
