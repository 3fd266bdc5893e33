import { Island } from '../../components/Island';
import ResetPasswordForm from '../../islands/ResetPasswordForm';
import type { AuthNotice } from '../../islands/auth/types';
import type { PageMeta } from '../page-meta';

export const resetMeta: PageMeta = {
  title: 'Choose a New Password | Oasis Peptide Lab',
  description: 'Choose a new password for your Oasis Peptide Lab account using the single-use link from your email.',
  keywords: ['reset password', 'new password', 'Oasis Peptide Lab account'],
  path: '/auth/reset',
  css: ['forms', 'auth', 'cookie'],
  noindex: true,
};

export type ResetLinkState = 'valid' | 'invalid' | 'expired' | 'used';

const problems: Record<Exclude<ResetLinkState, 'valid'>, string> = {
  invalid: 'This reset link is not valid.',
  expired: 'This reset link has expired. Reset links work for 1 hour.',
  used: 'This reset link has already been used. Each link works once.',
};

type Props = { state: ResetLinkState; token: string; notice?: AuthNotice | null; next?: string };

/**
 * /auth/reset: the new-password form for a live link (with `notice` above it, if any), or why the link no longer works.
 * `next` (already checked by safeNext) is where the visitor goes once the password is set.
 */
export function ResetPasswordPage({ state, token, notice = null, next = '/' }: Props) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        {state === 'valid' ? (
          <Island name="ResetPasswordForm" component={ResetPasswordForm} props={{ token, notice, next }} hydrate="load" />
        ) : (
          <div className="auth-card">
            <h1>Choose a New Password</h1>
            <div className="auth-notice auth-notice-error" role="alert">
              <p className="auth-notice-title">Link not usable</p>
              <p>{problems[state]}</p>
            </div>
            <p>
              <a href="/auth?mode=forgot" className="button button-primary">
                Request a new link
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
