import type { AuthMode, AuthNotice } from '../../islands/auth/types';
import { emailChangeNotices } from '../account/notices';

/** The notices /auth can show, keyed by its `notice` query value, with the mode the form opens in. */
export const authNotices: Record<string, { notice: AuthNotice; mode?: AuthMode }> = {
  ...Object.fromEntries(Object.entries(emailChangeNotices).map(([key, notice]) => [key, { notice }])),
  verified: { notice: { tone: 'success', title: 'Email verified', text: 'Your email address is verified. You can now sign in.' } },
  'verify-expired': {
    notice: {
      tone: 'error',
      title: 'Verification link expired',
      text: 'This verification link has expired. Enter your email and we will send a new one.',
    },
    mode: 'resend',
  },
  'verify-used': {
    notice: {
      tone: 'error',
      title: 'Link already used',
      text: 'This verification link has already been used. If your email is verified, you can sign in.',
    },
  },
  'verify-invalid': {
    notice: {
      tone: 'error',
      title: 'Verification link not valid',
      text: 'This verification link is not valid. Enter your email and we will send a new one.',
    },
    mode: 'resend',
  },
  'google-failed': {
    notice: { tone: 'error', title: 'Error signing in', text: 'We could not sign you in with Google. Please try again.' },
  },
  'google-unverified': {
    notice: {
      tone: 'error',
      title: 'Error signing in',
      text: 'Your Google account’s email address is not verified, so it cannot be used to sign in.',
    },
  },
};

/** The notices /auth/reset can show above its form, keyed by its `notice` query value. */
export const resetNotices = {
  // Verifying after sign-ups with different passwords (src/server/auth/accounts.ts verifyEmail).
  'sign-up-conflict': {
    tone: 'success',
    title: 'Email verified',
    text: 'More than one sign-up used this address, so choose your password now.',
  },
  // Undoing an email change from the link sent to the previous address (src/server/account/email-change.ts).
  'email-restored': {
    tone: 'success',
    title: 'Email address restored',
    text: 'Your account signs in with this address again and every device has been signed out. Choose a new password now.',
  },
} satisfies Record<string, AuthNotice>;
