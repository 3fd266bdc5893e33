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
  /** Resolves to null once stored, or to the failure, said for the visitor (shown in the row as well as in the toast). */
  onRename: (id: string, title: string) => Promise<string | null>;
  onDelete: (id: string) => Promise<string | null>;
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
  // A rename or delete that failed, shown in the row's alert region (always rendered, so filling it is announced).
  const [error, setError] = useState<string | null>(null);
  const errorId = `conversation-error-${conversation.id}`;
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
    const failure = await onRename(conversation.id, next);
    setBusy(false);
    setError(failure);
    // Failed: the field stays open with what was typed (and focus in it), described by the failure.
    if (failure) field.current?.focus();
    else finish();
  };

  const cancelRename = () => {
    setTitle(conversation.title);
    setError(null);
    finish();
  };

  // The row's failure, under whatever the row shows. It is the same element in every mode, so it exists before it is filled.
  const alert = (
    <p id={errorId} className="chat-conv-error" role="alert">
      {error}
    </p>
  );

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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                cancelRename();
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
              if (!busy) cancelRename();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        </form>
        {alert}
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
                const failure = await onDelete(conversation.id);
                setBusy(false);
                // Deleted, the row goes (focus moves to New Conversation); failed, it comes back with the failure in it.
                if (failure) {
                  setError(failure);
                  finish();
                }
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
        {alert}
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
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          setError(null);
          setMode('rename');
        }}
      >
        <Icon name="edit" size={16} />
      </button>
      <button
        ref={deleteButton}
        type="button"
        className="icon-button chat-conv-action"
        aria-label={`Delete conversation: ${conversation.title}`}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          setError(null);
          setMode('confirm');
        }}
      >
        <Icon name="trash" size={16} />
      </button>
      {alert}
    </li>
  );
}
