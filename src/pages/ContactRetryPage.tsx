import { fieldId } from '../components/ContactFormFields';
import { CONTACT_FIELDS, type ContactFormState } from '../lib/contact';
import { ContactFormBlock } from './ContactFormBlock';
import type { PageMeta } from './page-meta';

export const contactRetryMeta: PageMeta = {
  title: 'Check Your Message | Oasis Peptide Lab',
  description: 'Your message to Oasis Peptide Lab has not been sent yet. Check the highlighted details and send it again.',
  keywords: ['contact Oasis Peptide Lab', 'contact form', 'send message'],
  path: '/contact',
  css: ['forms', 'contactPage', 'contactForm', 'contactResult'],
  noindex: true,
};

/**
 * The form again after a refused post without JavaScript: what was typed, a summary linking to each problem,
 * and the per-field messages. The form is at the top, not at the bottom of the page it came from.
 */
export function ContactRetryPage({ sourcePath, state, heading }: { sourcePath: string; state: ContactFormState; heading: string }) {
  const problems = CONTACT_FIELDS.filter((f) => state.errors?.[f]);
  return (
    <section className="section contact-result">
      <div className="container narrow">
        <h1>{heading}</h1>
        <p>Your message has not been sent yet. Everything you typed is still in the form below.</p>
        {problems.length > 0 ? (
          <ul className="contact-error-summary">
            {problems.map((f) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`}>{state.errors![f]}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <div id="contact-form" className="contact-form-card">
          <ContactFormBlock sourcePath={sourcePath} state={state} />
        </div>
        <p>
          <a href={sourcePath}>Back to the page you came from</a>
        </p>
      </div>
    </section>
  );
}
