import { Island } from '../../components/Island';
import AuthForm from '../../islands/AuthForm';
import type { AuthFormProps } from '../../islands/auth/types';
import type { PageMeta } from '../page-meta';

export const authMeta: PageMeta = {
  title: 'Sign In or Create an Account | Oasis Peptide Lab',
  description:
    'Sign in to Oasis Peptide Lab or create a free account to save your AI assistant conversations about peptides, recovery and performance optimization.',
  keywords: ['sign in', 'create account', 'Oasis Peptide Lab account', 'AI peptide assistant'],
  path: '/auth',
  css: ['forms', 'auth', 'cookie'],
};

/** /auth: the combined sign-in and create-account form, centred on the page. */
export function AuthPage(props: AuthFormProps) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        {/* Drawn by the server, ready to type in; its code arrives on first use. After Google sign-in (welcome) it
            runs at once to finish signing in. */}
        <Island
          name="AuthForm"
          component={AuthForm}
          props={props}
          hydrate={props.welcome ? 'load' : 'interaction'}
          loadingLabel="Loading..."
        />
      </div>
    </section>
  );
}
