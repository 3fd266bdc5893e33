import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';
import ChatPanel, { type AskRequest } from './chat/FloatingChatPanel';

export type ChatLauncherProps = {
  pagePath: string;
  signedIn: boolean;
  /** This page's suggested questions, from the domain registry (the panel shows them before the first message). */
  suggestions?: string[];
};

/** Whether the panel is drawn open: src/client/instant.ts opens the server-drawn panel before this island hydrates. */
function drawnOpen(): boolean {
  if (typeof document === 'undefined') return false;
  const panel = document.querySelector('[data-island="ChatLauncher"] .chat-panel');
  return Boolean(panel && !panel.hasAttribute('hidden'));
}

/** The floating chat button present on every page; links marked data-ask open it with their question. */
export default function ChatLauncher({ pagePath, signedIn, suggestions }: ChatLauncherProps) {
  // The panel is drawn by the server (hidden), so a tap opens it at once, before this code has arrived; hydration then
  // starts from what is drawn, so nothing visible changes and the typed text and focus stay.
  const [open, setOpen] = useState(drawnOpen);
  const [ask, setAsk] = useState<AskRequest | null>(null);
  const fab = useRef<HTMLButtonElement>(null);
  // What opened the panel (the button or a question link): focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Without JavaScript the links still work: they lead to search results for the question.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.<HTMLElement>('[data-ask]');
      const text = link?.dataset.ask?.trim();
      if (!text) return;
      e.preventDefault();
      opener.current = link ?? null;
      setOpen(true);
      setAsk({ text, id: Date.now() });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  // After the panel is hidden (so a button hidden under it on short screens is back), return focus to its opener.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      // Closed from inside (or its focus went with it): back to the opener. Closed by Escape from the page beside the
      // panel (wide screens): focus stays where the visitor is.
      const active = document.activeElement;
      const launcher = fab.current?.parentElement;
      if (!active || active === document.body || launcher?.contains(active)) {
        const target = opener.current;
        (target?.isConnected && target.getClientRects().length ? target : fab.current)?.focus();
      }
      opener.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="chat-launcher">
      <ChatPanel open={open} onClose={close} pagePath={pagePath} signedIn={signedIn} ask={ask} suggestions={suggestions} />
      <button
        ref={fab}
        type="button"
        className="chat-fab"
        aria-label={open ? 'Close AI Assistant' : 'Open AI Assistant'}
        aria-expanded={open}
        onClick={() => {
          opener.current = fab.current;
          setOpen((o) => !o);
        }}
      >
        {/* Both drawn, CSS shows the one for aria-expanded: the plain-script opener changes only attributes. */}
        <Icon name="chat" size={26} className="chat-fab-open" />
        <Icon name="close" size={26} className="chat-fab-close" />
      </button>
      {/* Without JavaScript the assistant cannot run: the launcher is a link to search, which answers from the same
          guides (the button above is hidden by `@media (scripting: none)`). */}
      <noscript>
        <a href="/search" className="chat-fab" aria-label="Ask a question: search our guides">
          <Icon name="chat" size={26} />
        </a>
      </noscript>
    </div>
  );
}
