import type { PageMeta } from '../page-meta';

export const accountDeletedMeta: PageMeta = {
  title: 'Account Deleted | Oasis Peptide Lab',
  description: 'Your Oasis Peptide Lab account has been deleted.',
  keywords: ['account deleted'],
  path: '/account/deleted',
  css: ['forms', 'auth', 'account', 'booking'],
  noindex: true,
};

export type DeletedCounts = { conversations: number; messages: number; sessions: number; enquiries: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /account/deleted: what went, what stays and for how long. */
export function AccountDeletedPage({ counts }: { counts: DeletedCounts | null }) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        <div className="auth-card account-deleted">
          <h1>Your account has been deleted</h1>
          <p>Everything tied to your account was deleted at once and cannot be recovered:</p>
          <ul>
            <li>Your profile: name, email address and password</li>
            <li>
              {counts
                ? `${plural(counts.sessions, 'signed-in device', 'signed-in devices')}, now signed out`
                : 'Every signed-in device, now signed out'}
            </li>
            <li>
              {counts
                ? `${plural(counts.conversations, 'saved conversation', 'saved conversations')} with ${plural(counts.messages, 'message', 'messages')}`
                : 'Every saved conversation and its messages'}
            </li>
            <li>Any unused verification, password-reset or email-change links, and your Google sign-in link</li>
          </ul>
          <p>
            {counts && counts.enquiries > 0
              ? `We keep the ${plural(counts.enquiries, 'contact enquiry', 'contact enquiries')} you sent us for up to 24 months after it was sent, then delete it, as our privacy policy explains.`
              : 'Contact enquiries sent from your address, if any, are kept for up to 24 months after they were sent, then deleted, as our privacy policy explains.'}{' '}
            <a href="/privacy#data-retention">Read the privacy policy</a>.
          </p>
          <p>We have emailed you a confirmation. You are welcome to create a new account at any time.</p>
          <p>
            <a href="/" className="button button-primary">
              Return to Home
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
