import { z } from 'zod';
import { cleanLine } from '../../lib/clean-text';
import { fullNameMessages, passwordLengthProblem, passwordMessages } from '../../lib/password-rules';
import { isCommonPassword } from '../../server/auth/common-passwords';

const INVALID_EMAIL = 'Please enter a valid email address.';

export const EmailField = z
  .string({ message: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ message: INVALID_EMAIL }))
  .transform((e) => e.toLowerCase());

/** A password being chosen: 8 to 128 characters and not on the common-password list. */
export const NewPasswordField = z.string({ message: passwordMessages.required }).superRefine((password, ctx) => {
  const problem = passwordLengthProblem(password) ?? (isCommonPassword(password) ? passwordMessages.common : null);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const SignUpInput = z.object({
  fullName: z
    .string({ message: fullNameMessages.description })
    .max(200, 'Full name must be at most 200 characters.')
    .transform(cleanLine)
    .refine((s) => s.length > 0, fullNameMessages.description),
  email: EmailField,
  password: NewPasswordField,
});

export const SignInInput = z.object({
  email: EmailField,
  // Bounded so a huge body cannot make hashing slow; no other rule, so older passwords still sign in.
  password: z
    .string({ message: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(1024, 'Invalid email or password.'),
});

export const EmailOnlyInput = z.object({ email: EmailField });

export const ResetInput = z.object({
  token: z.string().min(16).max(200),
  password: NewPasswordField,
});
