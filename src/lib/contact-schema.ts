// The schema the server validates an enquiry with, built from the form's shared limits.
import { z } from 'zod';
import { CONTACT_LIMITS } from './contact';
import { SitePath } from './site-path';

const singleLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Please enter your ${label.toLowerCase()}.`)
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be on a single line.`);

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
    .trim()
    .min(1, 'Please enter your message.')
    .max(CONTACT_LIMITS.message, `Message must be ${CONTACT_LIMITS.message} characters or fewer.`),
  sourcePath: SitePath.optional().transform((v) => v ?? '/contact'),
});
export type ContactInput = z.infer<typeof ContactInput>;
