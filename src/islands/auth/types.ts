export type AuthMode = 'sign-in' | 'sign-up' | 'forgot' | 'resend';

/** A message box shown above the form, chosen by the server from the address (after a link or Google). */
export type AuthNotice = { tone: 'success' | 'error'; title: string; text: string };

export type AuthFormProps = {
  mode: AuthMode;
  notice: AuthNotice | null;
  googleEnabled: boolean;
  /** Just signed in through Google: show the welcome toast, tell other tabs, go to /. */
  welcome: boolean;
  /** Where to go after signing in: a path on this site, checked by the server (`/` by default). */
  next: string;
};
