import type { ReactNode } from 'react';
import { Section } from './blocks/Section';

/** The 'Send Us a Message' block shared by /, /recovery, /about and the solutions pages; the page passes the form in. */
export function ContactSection({
  heading = 'Send Us a Message',
  intro,
  children,
}: {
  heading?: string;
  intro?: string;
  /** The form (the page renders the island: components never import islands). */
  children: ReactNode;
}) {
  return (
    <Section id="contact-form" heading={heading} intro={intro ?? 'Tell us about your goals. We reply within 24 hours.'} tone="muted">
      <div className="contact-form-card">{children}</div>
    </Section>
  );
}
