import { useEffect, useRef, useState } from 'react';
import { toast } from '../../browser/toast';
import { importConversation, type ChatMessageView } from './api';
import { loadGuestMessages, saveGuestMessages } from './session-store';

/**
 * Signed in with a guest chat still kept in this tab (from before signing in): offers to save it as a conversation.
 * Used by the floating panel and by /chat, where "Full Chat" leads a guest after signing in.
 */
export function SaveGuestChat({ onSaved, where }: { onSaved: (id: string) => Promise<void> | void; where: string }) {
  // Read after the first render, which must match the server's markup (drawn without this tab's storage).
  const [unsaved, setUnsaved] = useState<ChatMessageView[]>([]);
  useEffect(() => setUnsaved(loadGuestMessages()), []);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // This offer goes away once answered: focus moves on to the message box rather than falling to the page.
  const [answered, setAnswered] = useState(false);
  const composer = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (answered && !unsaved.length) composer.current?.focus();
  }, [answered, unsaved.length]);
  if (!unsaved.length) return null;

  const leave = () => {
    const scope = box.current?.closest('.chat-panel, .chat-app, .chat-main') ?? document;
    composer.current = scope.querySelector<HTMLElement>('.chat-composer textarea');
    setAnswered(true);
    setUnsaved([]);
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      const conversation = await importConversation(unsaved.map(({ role, content }) => ({ role, content })));
      saveGuestMessages([]);
      leave();
      await onSaved(conversation.id);
      toast({ title: 'Chat saved', description: `You can find it ${where} with your other conversations.` });
    } catch (error) {
      console.error('Saving the guest chat failed', error);
      toast({ title: 'Error', description: 'Failed to save the chat. Please try again.', variant: 'destructive' });
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="chat-import" ref={box}>
      <p>
        You have a chat from before you signed in ({unsaved.length} {unsaved.length === 1 ? 'message' : 'messages'}). Save it to your
        history?
      </p>
      {/* The failure stays here as well as in the toast; the region exists first, so it is announced when filled. */}
      <p className="chat-notice-inline" role="alert">
        {failed ? 'The chat was not saved. Please try again.' : null}
      </p>
      <div className="chat-import-actions">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => void save()}
          aria-disabled={saving || undefined}
        >
          {saving ? 'Saving...' : 'Save chat'}
        </button>
        <button
          type="button"
          className="button button-ghost-dark button-small"
          onClick={() => {
            if (saving) return;
            saveGuestMessages([]);
            leave();
          }}
          aria-disabled={saving || undefined}
        >
          Discard
        </button>
      </div>
    </div>
  );
}
