import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';

/** On a phone the conversation list is a panel opened from the chat header (see the stylesheet's 760px query). */
export const PHONE_QUERY = '(max-width: 760px)';

export type ConversationsDrawer = { open: boolean; setOpen: (open: boolean) => void };

/**
 * The /chat frame: a 600px-high panel, a 20rem conversation list on the left and the chat area headed 'AI Assistant'.
 * On a phone: a full-height chat with a "Conversations" button that opens the list over it (Escape closes, focus returns).
 */
export function ChatLayout({ sidebar, children, drawer }: { sidebar: ReactNode; children: ReactNode; drawer?: ConversationsDrawer }) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const aside = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  const open = drawer?.open ?? false;
  const setOpen = drawer?.setOpen;

  useEffect(() => {
    if (open) aside.current?.querySelector<HTMLElement>('button:not(:disabled), a[href]')?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Widening the window past the phone layout shows the list beside the chat again: nothing stays "open" over it.
  useEffect(() => {
    if (!open || !setOpen) return;
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = () => !query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, setOpen]);

  return (
    <div className={open ? 'chat-app has-open-list' : 'chat-app'}>
      <aside
        ref={aside}
        id={`${id}-list`}
        className={open ? 'chat-sidebar is-open' : 'chat-sidebar'}
        aria-label="Conversations"
        onKeyDown={(e) => {
          if (!open || e.key !== 'Escape' || e.defaultPrevented) return;
          e.stopPropagation();
          setOpen?.(false);
        }}
      >
        <div className="chat-sidebar-head">
          <h2 className="chat-sidebar-title">Conversations</h2>
          <button type="button" className="icon-button" aria-label="Close conversations" onClick={() => setOpen?.(false)}>
            <Icon name="close" size={18} />
          </button>
        </div>
        {sidebar}
      </aside>
      <section className="chat-main" aria-labelledby="chat-main-title" inert={open || undefined}>
        <div className="chat-main-header">
          <button
            ref={toggle}
            type="button"
            className="button button-ghost-dark button-small chat-list-toggle"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            disabled={!drawer}
            onClick={() => setOpen?.(true)}
          >
            <Icon name="menu" size={16} /> Conversations
          </button>
          <h1 id="chat-main-title">AI Assistant</h1>
        </div>
        {children}
      </section>
    </div>
  );
}

/** Five placeholder rows while the conversation list loads. */
export function ConversationSkeleton() {
  return (
    <div className="chat-conv-skeleton" role="status" aria-label="Loading conversations">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="chat-skeleton-row" data-testid="conversation-skeleton" aria-hidden="true">
          <span className="chat-skeleton-line" />
          <span className="chat-skeleton-line chat-skeleton-short" />
        </div>
      ))}
    </div>
  );
}
