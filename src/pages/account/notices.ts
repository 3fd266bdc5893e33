import type { AuthNotice } from '../../islands/auth/types';

/** Outcomes of an email-change link, shown on /account (signed in) or /auth (signed out), keyed by the `notice` value. */
export const emailChangeNotices: Record<string, AuthNotice> = {
  'email-changed': {
    tone: 'success',
    title: 'Email address changed',
    text: 'Your new email address is confirmed: use it to sign in from now on.',
  },
  'email-link-expired': {
    tone: 'error',
    title: 'Link expired',
    text: 'This email-change link has expired (links work for 24 hours). Your email address has not changed; ask for a new link on your account page.',
  },
  'email-link-used': {
    tone: 'error',
    title: 'Link already used',
    text: 'This email-change link has already been used. Each link works once.',
  },
  'email-link-invalid': {
    tone: 'error',
    title: 'Link not valid',
    text: 'This email-change link is not valid. Your email address has not changed; ask for a new link on your account page.',
  },
  'email-link-not_owner': {
    tone: 'error',
    title: 'Link is for another account',
    text: 'This email-change link belongs to a different account, so nothing has changed. Sign in to the account that asked for the change and open the link again.',
  },
  'email-sign-in': {
    tone: 'success',
    title: 'Sign in to confirm',
    text: 'Sign in to the account that asked for the change to confirm your new email address.',
  },
  'email-undo-invalid': {
    tone: 'error',
    title: 'Link not valid',
    text: 'This undo link is not valid. If someone changed your account’s email address without you, contact us.',
  },
  'email-undo-expired': {
    tone: 'error',
    title: 'Link expired',
    text: 'This undo link has expired (links work for 7 days). If someone changed your account’s email address without you, contact us.',
  },
  'email-undo-used': {
    tone: 'error',
    title: 'Link already used',
    text: 'This undo link has already been used: the account is back on its previous address. Use “Forgot password?” to choose a password.',
  },
  'email-undo-taken': {
    tone: 'error',
    title: 'Email address not restored',
    text: 'That address now belongs to another account, so the change could not be undone. Please contact us.',
  },
  'email-taken': {
    tone: 'error',
    title: 'Email address not changed',
    text: 'That email address cannot be used any more. Your email address has not changed; please choose a different one.',
  },
};
