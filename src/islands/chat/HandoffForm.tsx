import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon';
import { HANDOFF_CONFIRMATION, HANDOFF_LIMITS, type HandoffReason } from '../../lib/handoff';
import { ChatRefused } from './api';
import type { Handoff, HandoffValues } from './use-handoff';

const intro: Record<HandoffReason, string> = {
  requested: 'Happy to pass you to a person. Confirm your details and our team gets this conversation.',
  unanswered: "I couldn't answer that fully, but our team can. Confirm your details and they get this conversation.",
  button: 'Send this conversation to our team and they will reply by email.',
};

type FieldErrors = Partial<Record<keyof HandoffValues | 'form', string>>;

/** The "Ask our team" action under the chat input. */
export const AskTeamButton = forwardRef<HTMLButtonElement, { onClick: () => void }>(function AskTeamButton({ onClick }, ref) {
  return (
    <button ref={ref} type="button" className="chat-ask-team" onClick={onClick}>
      <Icon name="headset" size={16} /> Ask our team
    </button>
  );
});

/** The confirmation in the conversation once staff have it. */
export function HandoffConfirmation() {
  return (
    <div className="chat-bubble chat-bubble-assistant chat-handoff-sent" role="status">
      <p>{HANDOFF_CONFIRMATION}</p>
    </div>
  );
}

/**
 * The inline handoff form (in place of the chat input): name and email to confirm, an optional note, Send and Cancel.
 * Focus moves into it when it opens; Escape or Cancel close it; a refusal is shown in place with everything kept.
 */
export function HandoffForm({ handoff }: { handoff: Handoff }) {
  const { values, setValues, reason, submit, hide } = handoff;
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const first = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => first.current?.focus(), []);

  // The first refused field gets focus once the form is sent back (after React has rendered its error).
  const focusNext = useRef<keyof HandoffValues | null>(null);
  useEffect(() => {
    if (sending || !focusNext.current) return;
    document.getElementById(`${id}-${focusNext.current}`)?.focus();
    focusNext.current = null;
  }, [sending, errors, id]);

  const send = async () => {
    setSending(true);
    setErrors({});
    try {
      await submit();
    } catch (error) {
      if (error instanceof ChatRefused) {
        const { name, email, message } = error.fields;
        const fieldErrors: FieldErrors = { name, email, note: message };
        const anyField = Object.values(fieldErrors).some(Boolean);
        setErrors({ ...fieldErrors, form: anyField ? undefined : error.message });
        focusNext.current = name ? 'name' : email ? 'email' : message ? 'note' : null;
      } else {
        console.error('Handoff failed', error);
        setErrors({ form: "We couldn't send this. Please check your connection and try again." });
      }
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation(); // closes the form, not the whole chat panel
    hide();
  };

  const field = (key: keyof HandoffValues) => ({
    id: `${id}-${key}`,
    value: values[key],
    // Read-only, not disabled, while sending: a disabled field would drop focus to the page.
    readOnly: sending,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const error = (key: keyof HandoffValues) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      className="chat-handoff"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending) void send();
      }}
    >
      <h3 id={`${id}-title`} className="chat-handoff-title">
        Ask our team
      </h3>
      <p id={`${id}-intro`} className="chat-handoff-intro">
        {intro[reason]}
      </p>
      <p className="chat-handoff-intro">
        Prefer to talk? <a href="/book/free-call">Book a free call</a> at a time that suits you.
      </p>
      <div className="chat-handoff-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input ref={first} type="text" autoComplete="name" required maxLength={HANDOFF_LIMITS.name} {...field('name')} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input type="email" autoComplete="email" required maxLength={HANDOFF_LIMITS.email} {...field('email')} />
          {error('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>
          Note for our team <span className="optional">(optional)</span>
        </label>
        <textarea rows={2} maxLength={HANDOFF_LIMITS.message} {...field('note')} />
        {error('note')}
      </div>
      {errors.form ? (
        <p className="chat-notice" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="chat-handoff-actions">
        <button type="submit" className="button button-primary button-small" aria-disabled={sending || undefined}>
          {sending ? 'Sending...' : 'Send to our team'}
        </button>
        <button
          type="button"
          className="button button-ghost-dark button-small"
          onClick={() => {
            if (!sending) hide();
          }}
          aria-disabled={sending || undefined}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
