import type { ReactNode, Ref } from 'react';
import { describedByFor, FieldMessages } from '../auth/FieldMessages';

/** A titled card for one account section. */
export function SectionCard({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={`${id}-title`} data-section={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <div className="account-intro">{intro}</div> : null}
      {children}
    </section>
  );
}

/** The section's outcome: a polite live region for success (always present, so it is announced) and an alert for errors. */
export function SectionStatus({ id, success, error }: { id: string; success: string; error: string }) {
  return (
    <>
      <p
        id={`${id}-status`}
        className={success ? 'account-status account-status-success' : 'account-status'}
        role="status"
        aria-live="polite"
        tabIndex={-1}
      >
        {success}
      </p>
      {error ? (
        <p id={`${id}-error`} className="account-status account-status-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ id, label, value, onChange, type = 'text', autoComplete, error, hint, inputRef, name }: TextFieldProps) {
  const describedBy = describedByFor(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name ?? id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
