import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Where a guest signs in to use Full Chat and comes back to /chat (accounts' same-site `next`). */
export const FULL_CHAT_SIGN_IN = '/auth?next=/chat';

/**
 * "Full Chat" for a guest: instead of a silent redirect to sign-in, says why an account is needed (saved history)
 * and that this chat is kept and can be saved, then leads to sign-in with a return to /chat.
 */
export function useGuestFullChat(fixedId?: string): { button: ReactNode; note: ReactNode } {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const signIn = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  // A fixed id where the server draws this inside a larger page (useId would differ when the island hydrates).
  const generatedId = useId();
  const id = fixedId ?? generatedId;

  useEffect(() => {
    if (open) signIn.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return {
    button: (
      <button
        ref={button}
        type="button"
        className="button button-small button-ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Full Chat
      </button>
    ),
    note: (
      <div
        id={id}
        className="chat-signin-note"
        role="region"
        aria-label="Full Chat needs an account"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation(); // closes this note, not the panel
          setOpen(false);
        }}
      >
        <p>
          <strong>Full Chat keeps your conversations.</strong> Sign in or create a free account to save your chat history and come back to
          it on any device. This chat stays here, and you can save it once you have signed in.
        </p>
        <div className="chat-import-actions">
          <a ref={signIn} className="button button-primary button-small" href={FULL_CHAT_SIGN_IN}>
            Sign in to use Full Chat
          </a>
          <button type="button" className="button button-ghost-dark button-small" onClick={() => setOpen(false)}>
            Not now
          </button>
        </div>
      </div>
    ),
  };
}
