import { z } from 'zod';
import { cleanLine } from '../../lib/clean-text';
import { fullNameMessages, passwordLengthProblem, passwordMessages } from '../../lib/password-rules';
import { safeNext } from '../../lib/safe-next';
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

/** Where to return after signing in; anything that is not a path on this site becomes "/". */
export const NextField = z
  .string()
  .max(2048)
  .optional()
  .transform((n) => safeNext(n));

export const SignUpInput = z.object({
  fullName: z
    .string({ message: fullNameMessages.description })
    .max(200, 'Full name must be at most 200 characters.')
    .transform(cleanLine)
    .refine((s) => s.length > 0, fullNameMessages.description),
  email: EmailField,
  password: NewPasswordField,
  next: NextField,
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
export const ResendInput = z.object({ email: EmailField, next: NextField });

export const ResetInput = z.object({
  token: z.string().min(16).max(200),
  password: NewPasswordField,
});
