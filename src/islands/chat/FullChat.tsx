import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { toast } from '../../browser/toast';
import { ChatRefused, deleteConversation, fetchConversations, renameConversation, type ConversationSummary } from './api';
import { ChatLayout } from './ChatLayout';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import { AskTeamButton, HandoffConfirmation, HandoffForm } from './HandoffForm';
import { RemainingNotice } from './RemainingNotice';
import { SaveGuestChat } from './SaveGuestChat';
import { useChat } from './use-chat';
import { useHandoff } from './use-handoff';

/** Why a rename or delete failed, for the row's inline message: the server's words when it refused, else the connection. */
function failureDetail(error: unknown): string {
  return error instanceof ChatRefused ? error.message : "Please try again. Make sure you're connected to the internet.";
}

/** The /chat page: conversation list, 'New Conversation', and the chat for the selected conversation. */
export default function FullChat({ initialQuestion }: { initialQuestion: string }) {
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [listOpen, setListOpen] = useState(false);

  // A list requested before a rename or delete was stored would put the old title (or the deleted row) back when it
  // arrives after it: only the newest request's answer is applied, and a rename or delete makes every earlier one stale
  // (then asks again, so changes made meanwhile elsewhere, such as a reply's new order, still arrive).
  const listVersion = useRef(0);
  const listsInFlight = useRef(0);
  const reload = useCallback(async () => {
    const version = ++listVersion.current;
    listsInFlight.current++;
    try {
      const list = await fetchConversations();
      if (version === listVersion.current) setConversations(list);
    } catch (error) {
      // Conversation load failures are logged only (spec); keep what is shown, or show the empty list.
      console.error('Failed to load conversations', error);
      setConversations((list) => list ?? []);
    } finally {
      listsInFlight.current--;
    }
  }, []);
  /** Applies a stored change to the list at once; a list answer already on its way is discarded and asked for again. */
  const changeList = (change: (list: ConversationSummary[]) => ConversationSummary[]) => {
    listVersion.current++;
    setConversations((list) => (list ? change(list) : list));
    if (listsInFlight.current > 0) void reload();
  };

  // The stream's handoff event opens the form; the form's state needs the chat, so it is reached through a ref.
  const offerHandoff = useRef<(reason: 'requested' | 'unanswered') => void>(() => {});
  const chat = useChat({
    pagePath: '/chat',
    signedIn: true,
    onConversationChange: () => void reload(),
    onHandoff: (reason) => offerHandoff.current(reason),
  });
  const { select, conversationId } = chat;
  const handoff = useHandoff({ signedIn: true, pagePath: '/chat', conversationId, messages: chat.messages });
  useEffect(() => {
    offerHandoff.current = handoff.show;
  }, [handoff.show]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const startNew = () => {
    void select(null);
    // On a phone the list closes (focus returns to its button); beside the chat, focus stays on New Conversation.
    if (listOpen) setListOpen(false);
    else newButton.current?.focus();
  };

  const rename = async (id: string, title: string) => {
    try {
      await renameConversation(id, title);
      changeList((list) => list.map((c) => (c.id === id ? { ...c, title } : c)));
      return null;
    } catch (error) {
      console.error('Rename failed', error);
      toast({ title: 'Error', description: 'Failed to rename conversation.', variant: 'destructive' });
      return `The new title was not saved. ${failureDetail(error)}`;
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteConversation(id);
      changeList((list) => list.filter((c) => c.id !== id));
      if (id === conversationId) void select(null);
      toast({ title: 'Conversation deleted', description: 'The conversation has been removed.' });
      newButton.current?.focus();
      return null;
    } catch (error) {
      console.error('Delete failed', error);
      toast({ title: 'Error', description: 'Failed to delete conversation.', variant: 'destructive' });
      return `The conversation was not deleted. ${failureDetail(error)}`;
    }
  };

  return (
    <ChatLayout
      drawer={{ open: listOpen, setOpen: setListOpen }}
      sidebar={
        <>
          <button ref={newButton} type="button" className="button button-primary chat-new" onClick={startNew}>
            <Icon name="plus" size={18} /> New Conversation
          </button>
          <ConversationList
            conversations={conversations}
            selectedId={conversationId}
            onSelect={(id) => {
              void select(id);
              setListOpen(false);
            }}
            onRename={rename}
            onDelete={remove}
          />
        </>
      }
    >
      <SaveGuestChat
        where="in your conversation list"
        onSaved={async (id) => {
          await reload();
          await select(id);
        }}
      />
      <ChatThread
        label="Conversation with the AI Assistant"
        onVoted={chat.voted}
        messages={chat.messages}
        pending={chat.pending}
        streaming={chat.streaming}
        busy={chat.loading}
        onSend={chat.send}
        onStop={chat.stop}
        draft={initialQuestion || undefined}
        autoFocus
        empty={
          <div className="chat-empty">
            <p className="chat-empty-title">How can I help?</p>
            <p className="muted">
              Ask about peptides, recovery, neuroscience or our services. Answers link the pages they come from; they are educational, not
              medical advice.
            </p>
          </div>
        }
        status={<RemainingNotice remaining={chat.remaining} notice={chat.notice} signedIn />}
        after={handoff.confirmed ? <HandoffConfirmation /> : null}
        replaceComposer={handoff.open ? <HandoffForm handoff={handoff} /> : undefined}
        footer={
          <div className="chat-footer">
            <AskTeamButton ref={handoff.button} onClick={() => handoff.show('button')} />
          </div>
        }
      />
    </ChatLayout>
  );
}
