import { useEffect, useRef } from 'react';
import { Icon } from '../../components/Icon';
import { greetingFor } from './greetings';

export type FloatingChatPanelProps = { open: boolean; onClose: () => void; pagePath: string; signedIn: boolean };

/** The floating assistant panel (about 24rem wide): title, Full Chat, close, greeting and the guest hint. */
export default function FloatingChatPanel({ open, onClose, pagePath, signedIn }: FloatingChatPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('textarea, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <div ref={panel} className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-panel-title" hidden={!open}>
      <div className="chat-panel-header">
        <h2 id="chat-panel-title">AI Assistant</h2>
        <a href="/chat" className="button button-small button-ghost">
          Full Chat
        </a>
        <button type="button" className="icon-button" aria-label="Close AI Assistant" onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="chat-messages">
        <p className="chat-bubble chat-bubble-assistant">{greetingFor(pagePath)}</p>
      </div>
      {signedIn ? null : (
        <p className="chat-guest-hint">
          <a href="/auth">Sign in</a> to save your chat history.
        </p>
      )}
    </div>
  );
}
