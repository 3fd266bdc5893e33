import { useCallback, useEffect, useRef, useState } from 'react';
import { HANDOFF_LIMITS, type HandoffReason } from '../../lib/handoff';
import { fetchSessionUser, sendHandoff, type ChatMessageView } from './api';
import { loadGuestThread } from './session-store';

export type HandoffValues = { name: string; email: string; note: string };
export type Handoff = ReturnType<typeof useHandoff>;

type Options = { signedIn: boolean; pagePath: string; conversationId: string | null; messages: ChatMessageView[] };

/**
 * "Ask our team": whether the form is open and why, what the visitor typed (kept across Cancel and failures),
 * the confirmation once sent, and focus returned to the button when the form closes.
 */
export function useHandoff({ signedIn, pagePath, conversationId, messages }: Options) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<HandoffReason>('button');
  const [values, setValues] = useState<HandoffValues>({ name: '', email: '', note: '' });
  // The confirmation shows until the conversation moves on (another message, or another conversation).
  const [sent, setSent] = useState<{ conversationId: string | null; count: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const prefilled = useRef(false);

  const show = useCallback(
    (why: HandoffReason) => {
      setReason(why);
      setOpen(true);
      if (!signedIn || prefilled.current) return;
      prefilled.current = true;
      // Signed in: confirm the account's name and email (still editable); never overwrite what was typed.
      void fetchSessionUser().then((user) => {
        if (user) setValues((v) => ({ ...v, name: v.name || user.fullName || '', email: v.email || user.email }));
      });
    },
    [signedIn],
  );

  const hide = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);

  /** Sends the form; throws ChatRefused (with field messages) or a network error, keeping everything typed. */
  const submit = useCallback(async () => {
    const transcript = signedIn
      ? []
      : messages
          .filter((m) => m.content.trim())
          .slice(-HANDOFF_LIMITS.transcriptMessages)
          .map(({ role, content }) => ({ role, content: content.slice(0, HANDOFF_LIMITS.transcriptMessageChars) }));
    await sendHandoff({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.note.trim(),
      transcript,
      pageContext: pagePath,
      conversationId: signedIn ? conversationId : null,
      threadId: signedIn ? null : loadGuestThread(),
      reason,
    });
    setValues((v) => ({ ...v, note: '' }));
    setSent({ conversationId, count: messages.length });
    hide();
  }, [conversationId, hide, messages, pagePath, reason, signedIn, values]);

  const confirmed = sent !== null && sent.conversationId === conversationId && sent.count === messages.length;
  return { open, reason, values, setValues, show, hide, submit, button, confirmed };
}
