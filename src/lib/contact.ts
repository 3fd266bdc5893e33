// The contact form's contract: its fields and their limits (the server's schema is in contact-schema.ts; no zod here, islands import this).

/** The visitor-facing fields of the contact form, in the order they appear. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField | 'sourcePath', string>>;

/** Maximum lengths, shared by the inputs' maxLength and the server's schema. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
};

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = 'company_website';

export const EMPTY_CONTACT_VALUES: ContactValues = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

/** What a refused no-JavaScript post shows again: the values as typed, each field's message, and the form's message. */
export type ContactFormState = { values: ContactValues; errors?: ContactFieldErrors; formError?: string };
