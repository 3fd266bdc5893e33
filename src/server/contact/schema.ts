import { z } from 'zod';
import { cleanText } from '../../lib/clean-text';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactFieldErrors,
  type ContactValues,
} from '../../components/ContactFormFields';

const singleLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label.toLowerCase()}.` })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, `Please enter your ${label.toLowerCase()}.`)
        .max(max, `${label} must be ${max} characters or fewer.`)
        .refine((v) => !/[\r\n]/.test(v), `${label} must be on a single line.`),
    );

/** A path on this site: starts with one slash, plain path characters only (no scheme, host or query). */
export const SitePath = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/]*$/, 'The form was sent from an unknown page.');

/** One enquiry as the visitor sends it, whether from the form (multipart or urlencoded) or as JSON. */
export const ContactInput = z.object({
  firstName: singleLine('First name', CONTACT_LIMITS.firstName),
  lastName: singleLine('Last name', CONTACT_LIMITS.lastName),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, `Email address must be ${CONTACT_LIMITS.email} characters or fewer.`)
    .pipe(z.email({ error: 'Please enter a valid email address, such as name@example.com.' })),
  phone: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(CONTACT_LIMITS.phone, `Phone must be ${CONTACT_LIMITS.phone} characters or fewer.`)
    .regex(/^[0-9+()./ -]*$/, 'Phone may contain only digits, spaces and + ( ) - . /')
    .optional()
    .transform((v) => v || null),
  subject: singleLine('Subject', CONTACT_LIMITS.subject),
  message: z
    .string({ error: 'Please enter your message.' })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, 'Please enter your message.')
        .max(CONTACT_LIMITS.message, `Message must be ${CONTACT_LIMITS.message} characters or fewer.`),
    ),
  sourcePath: SitePath.optional().transform((v) => v ?? '/contact'),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** The raw strings of a submission, kept so a refused no-JavaScript post can show the form again as typed. */
export type RawContact = { values: ContactValues; sourcePath: unknown; honeypot: string };

/** Picks the known fields out of a parsed body (form data or JSON); files and other types become empty strings. */
export function readRawContact(body: Record<string, unknown>): RawContact {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text(body[f]).slice(0, CONTACT_LIMITS[f] * 2)])) as ContactValues;
  return { values, sourcePath: body.sourcePath, honeypot: text(body[HONEYPOT_FIELD]) };
}

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; fields: ContactFieldErrors & { sourcePath?: string } };

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
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form') as ContactField;
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}
