import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ContactFormFields,
  ContactThanks,
  EMPTY_CONTACT_VALUES,
  CONTACT_FIELDS,
  fieldId,
  type ContactField,
  type ContactFieldErrors,
  type ContactValues,
} from '../components/ContactFormFields';

export type ContactFormProps = {
  /** The page the form is on; stored with the enquiry. */
  sourcePath: string;
  /** Starting values: a ?subject= prefill, or what was typed before a no-JavaScript post was refused. */
  values?: ContactValues;
  errors?: ContactFieldErrors;
  formError?: string;
};

type Notice = { text: string; retry: boolean };
type ErrorBody = { error?: { message?: string; fields?: ContactFieldErrors } };

const KEPT = 'Everything you typed is still here.';
const NETWORK_ERROR = `We couldn't send your message. Check your internet connection and try again. ${KEPT}`;
const SERVER_ERROR = `Something went wrong on our side and your message was not sent. Please try again. ${KEPT}`;

function rateLimitText(retryAfter: string | null) {
  const minutes = Math.max(1, Math.ceil(Number(retryAfter ?? '60') / 60) || 1);
  return `You've sent several messages in a short time. Please wait about ${minutes} minute${minutes === 1 ? '' : 's'} and try again. ${KEPT}`;
}

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
    const data = (await res.json().catch(() => null)) as ErrorBody | null;
    setStatus('idle');
    if (res.status === 429) {
      setNotice({ text: rateLimitText(res.headers.get('Retry-After')), retry: false });
    } else if (res.status === 400 && data?.error?.fields && Object.keys(data.error.fields).length > 0) {
      const fields = data.error.fields;
      setErrors(fields);
      setNotice({ text: data.error.message ?? 'Please check the highlighted fields.', retry: false });
      const first = CONTACT_FIELDS.find((f) => fields[f]);
      if (first) focusNext.current = `#${fieldId(first)}`;
    } else if (res.status >= 400 && res.status < 500 && data?.error?.message) {
      setNotice({ text: data.error.message, retry: false });
    } else {
      console.error('contact form: server answered', res.status);
      setNotice({ text: SERVER_ERROR, retry: true });
    }
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
          <button type="submit" className="button button-primary button-large" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      )}
    </div>
  );
}
