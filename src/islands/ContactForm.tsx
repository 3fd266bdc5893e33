import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isRefusal, readApiError } from '../browser/read-api-error';
import { ContactFormFields, ContactThanks, fieldId } from '../components/ContactFormFields';
import { CONTACT_FIELDS, EMPTY_CONTACT_VALUES, type ContactField, type ContactFieldErrors, type ContactValues } from '../lib/contact';

export type ContactFormProps = {
  /** The page the form is on; stored with the enquiry. */
  sourcePath: string;
  /** Starting values: a ?subject= prefill, or what was typed before a no-JavaScript post was refused. */
  values?: ContactValues;
  errors?: ContactFieldErrors;
  formError?: string;
};

type Notice = { text: string; retry: boolean };

const KEPT = 'Everything you typed is still here.';
const NETWORK_ERROR = `We couldn't send your message. Check your internet connection and try again. ${KEPT}`;
const SERVER_ERROR = `Something went wrong on our side and your message was not sent. Please try again. ${KEPT}`;

/**
 * The one contact form of the site. Without JavaScript it is a plain POST to /api/contact; hydrated, it posts with fetch,
 * shows 'Sending...', then the Thank You panel, or an inline error that never clears what was typed.
 */
export default function ContactForm({ sourcePath, values: initialValues, errors: initialErrors, formError }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(initialValues ?? EMPTY_CONTACT_VALUES);
  const [formKey, setFormKey] = useState(0);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [errors, setErrors] = useState<ContactFieldErrors>(initialErrors ?? {});
  const [notice, setNotice] = useState<Notice | null>(formError ? { text: formError, retry: false } : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);

  // Move focus after the DOM has changed, so keyboard and screen-reader users land on what just appeared.
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status === 'sending') return;
    const body = new FormData(e.currentTarget);
    setStatus('sending');
    setNotice(null);
    let res: Response;
    try {
      res = await fetch('/api/contact', { method: 'POST', body, headers: { Accept: 'application/json' } });
    } catch (error) {
      console.error('contact form: network error', error);
      setStatus('idle');
      setNotice({ text: NETWORK_ERROR, retry: true });
      return;
    }
    if (res.ok) {
      setErrors({});
      setStatus('sent');
      focusNext.current = '.contact-thanks-heading';
      return;
    }
    const error = await readApiError(res);
    setStatus('idle');
    if (!isRefusal(error)) {
      console.error('contact form: server answered', res.status, error.code);
      setNotice({ text: SERVER_ERROR, retry: true });
      return;
    }
    // The server's words, whatever the refusal (a limit's wait included); field messages go next to their fields.
    const fields = error.fields as ContactFieldErrors;
    setErrors(fields);
    setNotice({ text: `${error.message} ${KEPT}`, retry: false });
    const first = CONTACT_FIELDS.find((f) => fields[f]);
    if (first) focusNext.current = `#${fieldId(first)}`;
  }

  // Editing a field clears its message; the others stay until the next answer.
  function clearFieldError(e: FormEvent<HTMLFormElement>) {
    const name = (e.target as HTMLInputElement).name as ContactField;
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function sendAnother() {
    setValues(EMPTY_CONTACT_VALUES);
    setErrors({});
    setNotice(null);
    setFormKey((k) => k + 1);
    setStatus('idle');
    focusNext.current = `#${fieldId('firstName')}`;
  }

  return (
    <div ref={rootRef} className="contact-form-root">
      {status === 'sent' ? (
        <ContactThanks onAnother={sendAnother} />
      ) : (
        <form
          key={formKey}
          ref={formRef}
          method="post"
          action="/api/contact"
          className="contact-form"
          aria-busy={status === 'sending'}
          onSubmit={submit}
          onInput={clearFieldError}
        >
          <input type="hidden" name="sourcePath" value={sourcePath} />
          <ContactFormFields values={values} errors={errors} />
          {notice ? (
            <div className="contact-alert" role="alert">
              <p>{notice.text}</p>
              {notice.retry ? (
                <button type="button" className="button button-ghost-dark" onClick={() => formRef.current?.requestSubmit()}>
                  Retry
                </button>
              ) : null}
            </div>
          ) : null}
          <button type="submit" className="button button-primary button-large" aria-disabled={status === 'sending' || undefined}>
            {status === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      )}
    </div>
  );
}
