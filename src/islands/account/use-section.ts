import { useCallback, useRef, useState } from 'react';
import type { SectionResult } from '../../lib/account';
import type { ApiFailure } from '../auth/api-client';

export const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * One account section's state: busy while a request runs, then a success message or an error, with refusals naming a
 * field (`bad_request:<field>`) shown on that field and focused.
 */
export function useSection<F extends string>(fields: readonly F[], initial: SectionResult | null = null) {
  // A form post without JavaScript came back with this outcome: on its field when it names one of this section's.
  const initialField = initial?.tone === 'error' && fields.find((f) => f === initial.field);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(initial?.tone === 'success' ? initial.text : '');
  const [error, setError] = useState(initial?.tone === 'error' && !initialField ? initial.text : '');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>(() =>
    initialField && initial ? ({ [initialField]: initial.text } as Partial<Record<F, string>>) : {},
  );
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const fieldError = useCallback(
    (field: F, message: string) => {
      setFieldErrors({ [field]: message } as Partial<Record<F, string>>);
      // Focus after React has rendered aria-invalid, so the message is read with the field.
      requestAnimationFrame(() => refs.current[field]?.focus());
    },
    [setFieldErrors],
  );

  const refuse = useCallback(
    (failure: ApiFailure) => {
      const field = failure.code.split(':')[1] as F;
      if (failure.code.startsWith('bad_request:') && fields.includes(field)) fieldError(field, failure.message);
      else setError(failure.message);
    },
    [fields, fieldError],
  );

  // Busy buttons use aria-disabled (a disabled button drops focus to the page): this guard is what refuses a second press.
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setSuccess('');
    setError('');
    setFieldErrors({});
    try {
      await task();
    } catch (err) {
      console.error(err);
      setError(UNEXPECTED);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const bind = (field: F) => (el: HTMLInputElement | null) => {
    refs.current[field] = el;
  };
  return { busy, success, setSuccess, error, setError, fieldErrors, fieldError, refuse, run, bind };
}
