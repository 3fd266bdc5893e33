import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, type ContactFieldErrors, type ContactValues } from '../../lib/contact';
import { ContactInput } from '../../lib/contact-schema';
import { fieldErrorsOf } from '../validate';

/** The raw strings of a submission, kept so a refused no-JavaScript post can show the form again as typed. */
export type RawContact = { values: ContactValues; sourcePath: unknown; honeypot: string };

/** Picks the known fields out of a parsed body (form data or JSON); files and other types become empty strings. */
export function readRawContact(body: Record<string, unknown>): RawContact {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text(body[f]).slice(0, CONTACT_LIMITS[f] * 2)])) as ContactValues;
  return { values, sourcePath: body.sourcePath, honeypot: text(body[HONEYPOT_FIELD]) };
}

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; fields: ContactFieldErrors };

/** Validates a parsed body; on failure, one message per field (the first problem found for it). */
export function validateContact(body: Record<string, unknown>): ContactValidation {
  const optional = (v: unknown) => (v === '' || v === null ? undefined : v);
  const input = {
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, body[f]])),
    phone: optional(body.phone),
    sourcePath: optional(body.sourcePath),
  };
  const parsed = ContactInput.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fields: fieldErrorsOf(parsed.error) };
}
