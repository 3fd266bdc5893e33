import type { ReactNode } from 'react';
import { Island } from '../../components/Island';
import AccountSettings from '../../islands/AccountSettings';
import type { AuthNotice } from '../../islands/auth/types';
import type { AccountView, SectionResult } from '../../lib/account';
import type { PageMeta } from '../page-meta';
import { NoticeBox } from '../../islands/auth/NoticeBox';

export const accountMeta: PageMeta = {
  title: 'Your Account | Oasis Peptide Lab',
  description: 'Manage your Oasis Peptide Lab account: your name, email, password, signed-in devices, a copy of your data, or deleting it.',
  keywords: ['account', 'privacy', 'data download', 'delete account'],
  path: '/account',
  css: ['forms', 'auth', 'account', 'booking'],
  noindex: true,
};

/** /account (signed-in only): every setting in its own section. */
export function AccountPage({
  account,
  notice,
  result = null,
  bookings,
}: {
  account: AccountView;
  notice: AuthNotice | null;
  result?: SectionResult | null;
  bookings?: ReactNode;
}) {
  return (
    <section className="account-page">
      <div className="container account-container">
        <h1>Your account</h1>
        <p className="muted">
          See and change what we hold about you, take a copy, or delete it. Our <a href="/privacy#your-rights">privacy policy</a> explains
          your rights.
        </p>
        <NoticeBox notice={notice} />
        {bookings}
        <Island name="AccountSettings" component={AccountSettings} props={{ account, result }} hydrate="load" />
      </div>
    </section>
  );
}
