import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField, type ContactFieldErrors, type ContactValues } from '../lib/contact';

type FieldSpec = { name: ContactField; label: string; type?: string; autoComplete?: string; optional?: boolean };

const rows: FieldSpec[][] = [
  [
    { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  ],
  [
    { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
  ],
  [{ name: 'subject', label: 'Subject' }],
];

/** The id of a field's input, and of its error message. */
export const fieldId = (name: ContactField) => `cf-${name}`;
const errorId = (name: ContactField) => `cf-${name}-error`;

function Field({ spec, value, error }: { spec: FieldSpec; value: string; error?: string }) {
  const id = fieldId(spec.name);
  const common = {
    id,
    name: spec.name,
    defaultValue: value,
    required: !spec.optional,
    maxLength: CONTACT_LIMITS[spec.name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(spec.name) : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {spec.label}
        {spec.optional ? <span className="optional"> (optional)</span> : null}
      </label>
      {spec.name === 'message' ? (
        <textarea {...common} rows={5} />
      ) : (
        <input {...common} type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />
      )}
      {error ? (
        <p id={errorId(spec.name)} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The labelled inputs of the contact form (uncontrolled: what the visitor types stays in the DOM),
 * each with its error message wired up through aria-invalid and aria-describedby, plus the hidden honeypot.
 */
export function ContactFormFields({ values, errors }: { values: ContactValues; errors: ContactFieldErrors }) {
  const messageSpec: FieldSpec = { name: 'message', label: 'Message' };
  return (
    <>
      {rows.map((row) => {
        const fields = row.map((spec) => <Field key={spec.name} spec={spec} value={values[spec.name]} error={errors[spec.name]} />);
        return row.length > 1 ? (
          <div key={row[0]!.name} className="form-row">
            {fields}
          </div>
        ) : (
          fields
        );
      })}
      <Field spec={messageSpec} value={values.message} error={errors.message} />
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor="cf-company-website">Company website (leave this empty)</label>
        <input id="cf-company-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** The Thank You panel: a button in the island, a link back to the form on the no-JavaScript page. */
export function ContactThanks({
  onAnother,
  anotherHref,
  heading: Heading = 'h3',
}: {
  onAnother?: () => void;
  anotherHref?: string;
  heading?: 'h1' | 'h3';
}) {
  return (
    <div className="contact-thanks">
      <Heading className="contact-thanks-heading" tabIndex={-1}>
        Thank You!
      </Heading>
      <p>Your message has been sent. We&apos;ll get back to you within 24 hours.</p>
      {onAnother ? (
        <button type="button" className="button button-primary" onClick={onAnother}>
          Send Another Message
        </button>
      ) : (
        <a className="button button-primary" href={anotherHref}>
          Send Another Message
        </a>
      )}
    </div>
  );
}
