import { ContactThanks } from '../components/ContactFormFields';
import type { PageMeta } from './page-meta';

export const contactThanksMeta: PageMeta = {
  title: 'Thank You | Oasis Peptide Lab',
  description: 'Your message has reached the Oasis Peptide Lab team in Dubai. We reply to every enquiry within 24 hours.',
  keywords: ['contact Oasis Peptide Lab', 'message sent', 'thank you'],
  path: '/contact',
  css: ['forms', 'contactPage', 'contactForm', 'contactResult'],
  noindex: true,
};

/** What a visitor without JavaScript sees after sending the contact form. */
export function ContactThanksPage({ sourcePath }: { sourcePath: string }) {
  return (
    <section className="section contact-result">
      <div className="container narrow">
        <div className="contact-form-card">
          <ContactThanks heading="h1" anotherHref={`${sourcePath}#contact-form`} />
        </div>
      </div>
    </section>
  );
}
