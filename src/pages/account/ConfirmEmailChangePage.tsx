import type { PageMeta } from '../page-meta';

export const confirmEmailChangeMeta: PageMeta = {
  title: 'Confirm Your New Email Address | Oasis Peptide Lab',
  description: 'Confirm the new sign-in address of your Oasis Peptide Lab account.',
  keywords: ['change email', 'Oasis Peptide Lab account'],
  path: '/account/email/verify',
  css: ['forms', 'auth', 'account', 'booking'],
  noindex: true,
};

export type ConfirmEmailChangeState = { kind: 'owner'; token: string; newEmail: string } | { kind: 'other-account' };

/**
 * /account/email/verify: the link mailed to the new address opens this page and changes nothing. Only the button, a POST
 * by the signed-in owner of the change, moves the account (a mail scanner or anyone else holding the link cannot).
 * A plain form: it works without JavaScript.
 */
export function ConfirmEmailChangePage({ state }: { state: ConfirmEmailChangeState }) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        <div className="auth-card">
          {state.kind === 'owner' ? (
            <>
              <h1>Confirm Your New Email Address</h1>
              <p>
                Your account’s sign-in address will change to <strong>{state.newEmail}</strong>. Your other devices will be signed out and
                your previous address will be told about the change.
              </p>
              <form method="post" action="/account/email/verify">
                <input type="hidden" name="token" value={state.token} />
                <button type="submit" className="button button-primary">
                  Confirm new email address
                </button>
              </form>
              <p>
                <a href="/account">Not you, or changed your mind? Go to your account</a>
              </p>
            </>
          ) : (
            <>
              <h1>This Link Is for Another Account</h1>
              <p>
                This email-change link belongs to a different account from the one you are signed in to, so nothing has changed. Sign out,
                then sign in to the account that asked for the change and open the link again.
              </p>
              <p>
                <a href="/account">Go to your account</a>
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
