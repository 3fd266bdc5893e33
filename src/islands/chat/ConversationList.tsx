import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { formatConversationTime } from '../../lib/format-time';
import type { ConversationSummary } from './api';
import { ConversationSkeleton } from './ChatLayout';

export type ConversationListProps = {
  /** null while loading. */
  conversations: ConversationSummary[] | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
};

/** Saved conversations, newest activity first, each with inline rename and a confirmed delete. */
export function ConversationList({ conversations, selectedId, onSelect, onRename, onDelete }: ConversationListProps) {
  if (!conversations) return <ConversationSkeleton />;
  if (!conversations.length) {
    return (
      <div className="chat-conv-empty">
        <p className="chat-conv-empty-title">No conversations yet</p>
        <p className="muted">Start a new chat to begin</p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="chat-conv-list" aria-label="Saved conversations">
      {conversations.map((c) => (
        <ConversationRow
          key={c.id}
          conversation={c}
          now={now}
          selected={c.id === selectedId}
          onSelect={onSelect}
          onRename={onRename}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

type RowProps = Omit<ConversationListProps, 'conversations' | 'selectedId'> & {
  conversation: ConversationSummary;
  now: number;
  selected: boolean;
};

function ConversationRow({ conversation, now, selected, onSelect, onRename, onDelete }: RowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [title, setTitle] = useState(conversation.title);
  const [busy, setBusy] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  // Where focus goes back when the row returns to its normal view: the button that left it.
  const returnFocus = useRef<'rename' | 'delete' | null>(null);
  const confirmId = `confirm-delete-${conversation.id}`;

  useEffect(() => {
    if (mode === 'rename') field.current?.select();
    if (mode === 'confirm') cancelDelete.current?.focus();
    if (mode === 'view' && returnFocus.current) (returnFocus.current === 'delete' ? deleteButton : renameButton).current?.focus();
    returnFocus.current = null;
  }, [mode]);

  const finish = () => {
    returnFocus.current = mode === 'confirm' ? 'delete' : 'rename';
    setMode('view');
  };

  const saveTitle = async () => {
    if (busy) return;
    const next = title.trim();
    if (!next || next === conversation.title) {
      setTitle(conversation.title);
      finish();
      return;
    }
    setBusy(true);
    const ok = await onRename(conversation.id, next);
    setBusy(false);
    if (!ok) setTitle(conversation.title);
    finish();
  };

  if (mode === 'rename') {
    return (
      <li className="chat-conv is-editing">
        <form
          className="chat-conv-rename"
          onSubmit={(e) => {
            e.preventDefault();
            void saveTitle();
          }}
        >
          <label className="visually-hidden" htmlFor={`rename-${conversation.id}`}>
            Conversation title
          </label>
          <input
            id={`rename-${conversation.id}`}
            ref={field}
            value={title}
            maxLength={120}
            readOnly={busy}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                setTitle(conversation.title);
                finish();
              }
            }}
          />
          <button type="submit" className="icon-button" aria-label="Save title" aria-disabled={busy || undefined}>
            <Icon name="check" size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Cancel renaming"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              setTitle(conversation.title);
              finish();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        </form>
      </li>
    );
  }

  if (mode === 'confirm') {
    return (
      <li className="chat-conv is-confirming">
        {/* A labelled group, so Delete and Cancel are heard with the question they answer; Escape cancels. */}
        <div
          role="group"
          aria-labelledby={confirmId}
          className="chat-conv-confirm-group"
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || busy) return;
            e.preventDefault();
            e.stopPropagation();
            finish();
          }}
        >
          <p className="chat-conv-confirm" id={confirmId}>
            Delete “{conversation.title}”?
          </p>
          <div className="chat-conv-confirm-actions">
            <button
              type="button"
              className="button button-small chat-danger"
              aria-disabled={busy || undefined}
              onClick={async () => {
                if (busy) return;
                setBusy(true);
                const ok = await onDelete(conversation.id);
                setBusy(false);
                if (!ok) finish();
              }}
            >
              Delete
            </button>
            <button
              ref={cancelDelete}
              type="button"
              className="button button-small button-ghost-dark"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) finish();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      </li>
    );
  }

  return (
    <li className={selected ? 'chat-conv is-selected' : 'chat-conv'}>
      <button
        type="button"
        className="chat-conv-select"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
      >
        <span className="chat-conv-title">{conversation.title}</span>
        <time className="chat-conv-time" dateTime={new Date(conversation.updatedAt).toISOString()}>
          {formatConversationTime(conversation.updatedAt, now)}
        </time>
      </button>
      <button
        ref={renameButton}
        type="button"
        className="icon-button chat-conv-action"
        aria-label={`Rename conversation: ${conversation.title}`}
        onClick={() => setMode('rename')}
      >
        <Icon name="edit" size={16} />
      </button>
      <button
        ref={deleteButton}
        type="button"
        className="icon-button chat-conv-action"
        aria-label={`Delete conversation: ${conversation.title}`}
        onClick={() => setMode('confirm')}
      >
        <Icon name="trash" size={16} />
      </button>
    </li>
  );
}
