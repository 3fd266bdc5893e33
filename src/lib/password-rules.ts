/** Password length bounds for new passwords (sign-up and reset). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The messages shown for each password rule, on the form and from the API. */
export const passwordMessages = {
  required: 'Please enter a password.',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  common: 'This password is too common. Please choose a less guessable one.',
  mismatch: 'The two passwords do not match.',
} as const;

/** What is wrong with a new password's length, or null; the common-password check runs on the server. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  // Count code points, so an emoji counts as one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX) return passwordMessages.tooLong;
  return null;
}

/** The hint shown under a new-password field. */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters. Avoid common passwords.`;

/** The create-account full-name rule, with the spec's exact toast wording. */
export const fullNameMessages = {
  title: 'Full name required',
  description: 'Please enter your full name to create an account.',
} as const;

/** The same rule on the account page, where nothing is being created. */
export const profileNameMessages = {
  title: 'Full name required',
  description: 'Please enter your full name.',
} as const;
