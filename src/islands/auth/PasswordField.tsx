import { useState, type ChangeEvent, type Ref } from 'react';
import { Icon } from '../../components/Icon';
import { describedByFor, FieldMessages } from './FieldMessages';

type Props = {
  id: string;
  label: string;
  /** Controlled when given; otherwise the input keeps its own value (read it through inputRef), so text typed
   * before the island hydrates is never reset. */
  value?: string;
  onChange?: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** A form-level error that also makes this field invalid (e.g. wrong email or password). */
  formErrorId?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The form field name, when it differs from the id (forms that also post without JavaScript). */
  name?: string;
};

/**
 * A password input with a show/hide toggle; hint and error are tied to the input for screen readers. The toggle is
 * worked by plain script (src/client/password-toggle.ts), so it answers before the form's island has hydrated; its
 * attributes here never change after mount, so React never undoes what that script set. CSS shows the icon for the state.
 */
export function PasswordField({ id, label, value, onChange, autoComplete, error, formErrorId, hint, inputRef, name }: Props) {
  // Hydration sets an input's type from its props: start from what the visitor already chose before the code arrived.
  const [type] = useState(() =>
    typeof document !== 'undefined' && document.getElementById(id)?.getAttribute('type') === 'text' ? 'text' : 'password',
  );
  const valueProps =
    value === undefined ? { defaultValue: '' } : { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value) };
  const describedBy = describedByFor(id, hint, error, formErrorId);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          ref={inputRef}
          id={id}
          name={name ?? id}
          type={type}
          {...valueProps}
          autoComplete={autoComplete}
          required
          aria-invalid={error || formErrorId ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="button" className="password-toggle" aria-label="Show password" aria-pressed="false" data-works-unhydrated="">
          <Icon name="eye" size={18} className="password-toggle-show" />
          <Icon name="eyeOff" size={18} className="password-toggle-hide" />
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
