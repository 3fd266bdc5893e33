import { Section } from './blocks/Section';
import { ContactFormFields } from './ContactFormFields';

/** The 'Send Us a Message' block shared by /contact, /recovery, /about and the solutions pages. */
export function ContactSection({
  sourcePath,
  heading = 'Send Us a Message',
  intro,
}: {
  sourcePath: string;
  heading?: string;
  intro?: string;
}) {
  return (
    <Section id="contact-form" heading={heading} intro={intro ?? 'Tell us about your goals. We reply within 24 hours.'} tone="muted">
      <div className="contact-form-card">
        <ContactFormFields sourcePath={sourcePath} />
      </div>
    </Section>
  );
}
