import type { PageMeta } from '../page-meta';

export const undoEmailChangeMeta: PageMeta = {
  title: 'Undo an Email Change | Oasis Peptide Lab',
  description: 'Move your Oasis Peptide Lab account back to its previous email address.',
  keywords: ['undo email change', 'Oasis Peptide Lab account'],
  path: '/account/email/undo',
  css: ['forms', 'auth', 'account', 'booking'],
  noindex: true,
};

/**
 * /account/email/undo: the link mailed to the previous address opens this page and changes nothing; its button (a POST)
 * moves the account back, signs every device out and leads to choosing a new password. Works without JavaScript.
 */
export function UndoEmailChangePage({ token, oldEmail, newEmail }: { token: string; oldEmail: string; newEmail: string }) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        <div className="auth-card">
          <h1>Undo the Email Change</h1>
          <p>
            Your account’s sign-in address was changed from <strong>{oldEmail}</strong> to <strong>{newEmail}</strong>. If you did not make
            this change, move it back: every device will be signed out and you will choose a new password.
          </p>
          <form method="post" action="/account/email/undo">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button-primary">
              Move my account back to {oldEmail}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
