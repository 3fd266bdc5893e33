import { z } from 'zod';
import { cleanLine } from '../../lib/clean-text';
import { passwordMessages, profileNameMessages } from '../../lib/password-rules';
import { EmailField, NewPasswordField } from '../auth/schemas';

// Bounded so a huge body cannot make hashing slow; no other rule, so older passwords still match.
const CurrentPassword = z.string({ message: 'Please enter your current password.' }).max(1024, 'Your current password is not correct.');

/** Same rule as sign-up: not blank after trimming, at most 200 characters. */
export const ProfileInput = z.object({
  fullName: z
    .string({ message: profileNameMessages.description })
    .max(200, 'Full name must be at most 200 characters.')
    .transform(cleanLine)
    .refine((s) => s.length > 0, profileNameMessages.description),
});

export const EmailChangeInput = z.object({ email: EmailField, password: CurrentPassword.optional() });

export const PasswordChangeInput = z
  .object({
    currentPassword: CurrentPassword.optional(),
    newPassword: z.string({ message: passwordMessages.required }).pipe(NewPasswordField),
    /** Checked when sent (the form sends it; the island checks it before sending). */
    confirmPassword: z.string().max(1024).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

export const DeleteAccountInput = z.object({
  email: z.string({ message: 'Please type your email address to confirm.' }).max(254, 'Please type your email address to confirm.'),
  password: CurrentPassword.optional(),
});

export const SessionIdParam = z.uuid({ message: 'Signed-in device not found.' });
