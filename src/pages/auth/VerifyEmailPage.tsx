import type { PageMeta } from '../page-meta';

export const verifyMeta: PageMeta = {
  title: 'Verify Your Email | Oasis Peptide Lab',
  description: 'Confirm the email address of your Oasis Peptide Lab account with the single-use link from your email.',
  keywords: ['verify email', 'Oasis Peptide Lab account'],
  path: '/auth/verify',
  css: ['forms', 'auth', 'cookie'],
  noindex: true,
};

/**
 * /auth/verify: the emailed link opens this page and only its button (a POST) verifies, so a mail scanner that
 * follows the link completes nothing. A plain form: it works without JavaScript.
 */
export function VerifyEmailPage({ token, next }: { token: string; next?: string }) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        <div className="auth-card">
          <h1>Verify Your Email</h1>
          <p>Confirm that this email address is yours to finish creating your account.</p>
          <form method="post" action="/auth/verify">
            <input type="hidden" name="token" value={token} />
            {next && next !== '/' ? <input type="hidden" name="next" value={next} /> : null}
            <button type="submit" className="button button-primary">
              Verify email address
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
