import { createContext, useContext } from 'react';
import ContactForm, { type ContactFormProps } from '../islands/ContactForm';
import { Section } from './blocks/Section';
import { Island } from './Island';

/** What the server knows about the form on this request: a ?subject= prefill, or a refused post to show again. */
export type ContactFormState = Omit<ContactFormProps, 'sourcePath'>;

/** Provided by the contact routes around a page; content pages render without it. */
export const ContactFormStateContext = createContext<ContactFormState>({});

/** The contact form island, server-rendered with any state the request carries. */
export function ContactFormBlock({ sourcePath }: { sourcePath: string }) {
  const state = useContext(ContactFormStateContext);
  return <Island name="ContactForm" component={ContactForm} props={{ sourcePath, ...state }} hydrate="interaction" />;
}

/** The 'Send Us a Message' block shared by /, /recovery, /about and the solutions pages. */
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
        <ContactFormBlock sourcePath={sourcePath} />
      </div>
    </Section>
  );
}
