import type { ReactNode } from 'react';

/** The /chat frame: a 600px-high panel, a 20rem conversation list on the left and the chat area headed 'AI Assistant'. */
export function ChatLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="chat-app">
      <aside className="chat-sidebar" aria-label="Conversations">
        {sidebar}
      </aside>
      <section className="chat-main" aria-labelledby="chat-main-title">
        <div className="chat-main-header">
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
