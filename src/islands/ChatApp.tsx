import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../components/Icon';
import { ChatLayout, ConversationSkeleton } from './chat/ChatLayout';

export type ChatAppProps = { initialQuestion: string };

// The chat itself (list, thread, markdown) is its own chunk; the server renders this light frame with the loading list.
const FullChat = lazy(() => import('./chat/FullChat'));

function Frame() {
  return (
    <ChatLayout
      sidebar={
        <>
          <button type="button" className="button button-primary chat-new" disabled>
            <Icon name="plus" size={18} /> New Conversation
          </button>
          <ConversationSkeleton />
        </>
      }
    >
      <div className="chat-thread chat-thread-loading" />
    </ChatLayout>
  );
}

/** The /chat page island. */
export default function ChatApp({ initialQuestion }: ChatAppProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <Frame />;
  return (
    <Suspense fallback={<Frame />}>
      <FullChat initialQuestion={initialQuestion} />
    </Suspense>
  );
}
