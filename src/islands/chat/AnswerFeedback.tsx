import { useEffect, useId, useRef, useState } from 'react';
import { FEEDBACK_NOTE_MAX, FEEDBACK_REASONS, type FeedbackReasonValue } from '../../lib/chat-protocol';
import { ChatRefused, sendFeedback } from './api';

type Props = {
  answerId: string;
  /** The vote already given on this answer in this tab. */
  vote?: 'helpful' | 'not_helpful';
  onVoted: (answerId: string, vote: 'helpful' | 'not_helpful') => void;
};

type Step = 'ask' | 'reason' | 'thanks';

/**
 * Under each answer: Helpful / Not helpful. Not helpful asks why (a reason and an optional note of up to 1,000
 * characters), then thanks the visitor. One vote per answer; a refusal is shown in place with what was typed kept.
 */
export function AnswerFeedback({ answerId, vote, onVoted }: Props) {
  const [step, setStep] = useState<Step>(vote ? 'thanks' : 'ask');
  const [reason, setReason] = useState<FeedbackReasonValue | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Voted just now (thank them) rather than earlier (a reloaded conversation: say which vote stands).
  const [fresh, setFresh] = useState(false);
  const id = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const notHelpful = useRef<HTMLButtonElement>(null);
  const wasReason = useRef(false);

  useEffect(() => {
    if (step === 'reason') firstReason.current?.focus();
    else if (step === 'ask' && wasReason.current) notHelpful.current?.focus();
    wasReason.current = step === 'reason';
  }, [step]);

  const send = async (helpful: boolean) => {
    setSending(true);
    setError(null);
    try {
      await sendFeedback(
        helpful ? { answerId, helpful } : { answerId, helpful, reason: reason ?? 'other', note: note.trim() || undefined },
      );
      onVoted(answerId, helpful ? 'helpful' : 'not_helpful');
      setFresh(true);
      setStep('thanks');
    } catch (e) {
      // Already rated (another tab, a double click): the vote stands, so thank them.
      if (e instanceof ChatRefused && e.status === 409) {
        onVoted(answerId, helpful ? 'helpful' : 'not_helpful');
        setFresh(true);
        setStep('thanks');
        return;
      }
      setError(e instanceof ChatRefused ? (Object.values(e.fields)[0] ?? e.message) : "We couldn't send that. Please try again.");
    } finally {
      setSending(false);
    }
  };

  if (step === 'thanks') {
    return (
      <p className="chat-feedback-thanks" role="status">
        {fresh || !vote ? 'Thanks for your feedback.' : `You rated this answer ${vote === 'helpful' ? 'helpful' : 'not helpful'}.`}
      </p>
    );
  }

  if (step === 'reason') {
    return (
      <form
        className="chat-feedback-form"
        aria-labelledby={`${id}-legend`}
        onSubmit={(e) => {
          e.preventDefault();
          if (!sending && reason) void send(false);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          setStep('ask');
        }}
      >
        <fieldset disabled={sending}>
          <legend id={`${id}-legend`}>What was wrong with this answer?</legend>
          <div className="chat-feedback-reasons">
            {FEEDBACK_REASONS.map((r, i) => (
              <label key={r.value} className="chat-feedback-reason">
                <input
                  ref={i === 0 ? firstReason : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={r.value}
                  checked={reason === r.value}
                  onChange={() => setReason(r.value)}
                />
                {r.label}
              </label>
            ))}
          </div>
          <label htmlFor={`${id}-note`} className="chat-feedback-note-label">
            Anything to add? <span className="optional">(optional)</span>
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={FEEDBACK_NOTE_MAX}
            value={note}
            aria-describedby={`${id}-count`}
            onChange={(e) => setNote(e.target.value)}
          />
          <p id={`${id}-count`} className="chat-feedback-count">
            {note.length.toLocaleString('en-US')} / {FEEDBACK_NOTE_MAX.toLocaleString('en-US')} characters
          </p>
          {error ? (
            <p className="chat-notice" role="alert">
              {error}
            </p>
          ) : null}
          <div className="chat-feedback-actions">
            <button type="submit" className="button button-primary button-small" disabled={!reason}>
              {sending ? 'Sending...' : 'Send feedback'}
            </button>
            <button
              type="button"
              className="button button-ghost-dark button-small"
              onClick={() => {
                setError(null);
                setStep('ask');
              }}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      </form>
    );
  }

  return (
    <div className="chat-feedback" role="group" aria-label="Was this answer helpful?">
      <span className="chat-feedback-question" aria-hidden="true">
        Helpful?
      </span>
      <button type="button" className="chat-feedback-button" disabled={sending} onClick={() => void send(true)}>
        Helpful
      </button>
      <button ref={notHelpful} type="button" className="chat-feedback-button" disabled={sending} onClick={() => setStep('reason')}>
        Not helpful
      </button>
      {error ? (
        <p className="chat-notice" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
