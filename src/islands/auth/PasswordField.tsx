import { useState, type Ref } from 'react';
import { Icon } from '../../components/Icon';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** A form-level error that also makes this field invalid (e.g. wrong email or password). */
  formErrorId?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The form field name, when it differs from the id (forms that also post without JavaScript). */
  name?: string;
};

/** A password input with a show/hide toggle; hint and error are tied to the input for screen readers. */
export function PasswordField({ id, label, value, onChange, autoComplete, error, formErrorId, hint, inputRef, name }: Props) {
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', formErrorId ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          ref={inputRef}
          id={id}
          name={name ?? id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          required
          aria-invalid={error || formErrorId ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="password-toggle"
          aria-label="Show password"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
