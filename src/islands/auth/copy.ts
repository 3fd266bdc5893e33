import type { AuthMode } from './types';

/** What the /auth card says in each mode; the plain-script switch (src/client/instant.ts) draws the same text. */
export const authCopy: Record<AuthMode, { heading: string; intro: string; submit: string; busy: string }> = {
  'sign-in': { heading: 'Sign In', intro: 'Welcome back. Sign in to your account.', submit: 'Sign In', busy: 'Signing in...' },
  'sign-up': {
    heading: 'Create Account',
    intro: 'Create a free account to save your chat history.',
    submit: 'Create Account',
    busy: 'Creating account...',
  },
  forgot: {
    heading: 'Reset Password',
    intro: 'Enter your email and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    busy: 'Sending...',
  },
  resend: {
    heading: 'Verify Your Email',
    intro: 'Enter your email and we will send you a new verification link.',
    submit: 'Send Verification Link',
    busy: 'Sending...',
  },
};

/** The line under the form that switches between signing in and creating an account. */
export const authSwitch = {
  'sign-in': { prompt: "Don't have an account? ", label: 'Create one', to: 'sign-up' },
  'sign-up': { prompt: 'Already have an account? ', label: 'Sign in', to: 'sign-in' },
} as const;

/** The password hint's id (PasswordField: `${id}-hint`), listed by the password's aria-describedby in sign-up only. */
export const PASSWORD_HINT_ID = 'password-hint';
