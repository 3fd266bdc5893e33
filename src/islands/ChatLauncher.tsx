import { lazy, Suspense, useState } from 'react';
import { Icon } from '../components/Icon';

export type ChatLauncherProps = { pagePath: string; signedIn: boolean };

// The chat panel (and its markdown renderer) is a separate chunk, fetched only when the panel opens.
const ChatPanel = lazy(() => import('./chat/FloatingChatPanel'));

/** The floating chat button present on every page. */
export default function ChatLauncher({ pagePath, signedIn }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="chat-launcher">
      {loaded ? (
        <Suspense
          fallback={
            <div className="chat-panel chat-panel-loading" role="status">
              Loading assistant…
            </div>
          }
        >
          <ChatPanel open={open} onClose={() => setOpen(false)} pagePath={pagePath} signedIn={signedIn} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="chat-fab"
        aria-label={open ? 'Close AI Assistant' : 'Open AI Assistant'}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
      >
        <Icon name={open ? 'close' : 'chat'} size={26} />
      </button>
    </div>
  );
}
