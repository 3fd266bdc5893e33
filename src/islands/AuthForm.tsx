import { useEffect, useRef, useState, type FormEvent } from 'react';
import { announceAuthChange } from '../browser/auth-channel';
import { fullNameMessages, PASSWORD_HINT, passwordLengthProblem } from '../lib/password-rules';
import { toast, toastAfterNavigation } from '../browser/toast';
import { postJson, UNEXPECTED_TOAST, type ApiFailure } from './auth/api-client';
import { PasswordField } from './auth/PasswordField';
import type { AuthFormProps, AuthMode, AuthNotice } from './auth/types';

const FIELDS = ['fullName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const copy: Record<AuthMode, { heading: string; intro: string; submit: string; busy: string }> = {
  'sign-in': { heading: 'Sign In', intro: 'Welcome back. Sign in to your account.', submit: 'Sign In', busy: 'Signing in...' },
  'sign-up': {
    heading: 'Create Account',
    intro: 'Create a free account to save your chat history.',
    submit: 'Create Account',
    busy: 'Creating account...',
  },
  forgot: {
    heading: 'Reset Password',
    intro: 'Enter your email and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    busy: 'Sending...',
  },
  resend: {
    heading: 'Verify Your Email',
    intro: 'Enter your email and we will send you a new verification link.',
    submit: 'Send Verification Link',
    busy: 'Sending...',
  },
};
// Titles for refusals the spec's catalogue does not name.
const errorTitle: Record<AuthMode, string> = {
  'sign-in': 'Error signing in',
  'sign-up': 'Error creating account',
  forgot: 'Error sending reset link',
  resend: 'Error sending verification link',
};

function finishSignIn() {
  toastAfterNavigation({ title: 'Welcome back!', description: 'You have successfully signed in.' });
  announceAuthChange('signed-in');
  window.location.replace('/');
}

/** /auth: sign in (default), create an account, or ask for a reset or verification link; shows a spinner until the session is known. */
export default function AuthForm({ mode: initialMode, notice: initialNotice, googleEnabled, welcome }: AuthFormProps) {
  const [loading, setLoading] = useState(true);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [notice, setNotice] = useState<AuthNotice | null>(initialNotice);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [unverified, setUnverified] = useState(false);
  const fullNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (welcome) return finishSignIn();
    let active = true;
    fetch('/api/auth/session', { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ user: unknown }>) : { user: null }))
      .then(({ user }) => (user ? window.location.replace('/') : active && setLoading(false)))
      .catch(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [welcome]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setErrors({});
    setNotice(null);
    setUnverified(false);
  };

  const refuse = (failure: ApiFailure) => {
    const fields = Object.fromEntries(Object.entries(failure.fields).filter(([name]) => FIELDS.includes(name as Field)));
    setErrors(fields);
    toast({ title: errorTitle[mode], description: failure.message, variant: 'destructive' });
  };

  const sendLink = async (kind: 'forgot' | 'resend') => {
    const res = await postJson<{ message: string }>(`/api/auth/${kind}`, { email });
    if (!res.ok) return refuse(res);
    setUnverified(false);
    setNotice({ tone: 'success', title: 'Check your email', text: res.data.message });
  };

  const submit = async () => {
    if (mode === 'forgot' || mode === 'resend') return sendLink(mode);
    if (mode === 'sign-up') {
      if (!fullName.trim()) {
        setErrors({ fullName: fullNameMessages.description });
        toast({ ...fullNameMessages, variant: 'destructive' });
        return fullNameRef.current?.focus();
      }
      const problem = passwordLengthProblem(password);
      if (problem) {
        setErrors({ password: problem });
        toast({ title: 'Error creating account', description: problem, variant: 'destructive' });
        return passwordRef.current?.focus();
      }
      const res = await postJson('/api/auth/sign-up', { fullName, email, password });
      if (!res.ok) return refuse(res);
      toast({ title: 'Account created!', description: 'Please check your email to verify your account.' });
      switchMode('sign-in');
      setPassword('');
      setNotice({ tone: 'success', title: 'Account created!', text: 'Please check your email to verify your account.' });
      return;
    }
    const res = await postJson('/api/auth/sign-in', { email, password });
    if (res.ok) return finishSignIn();
    setUnverified(res.code === 'forbidden:unverified');
    refuse(res);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({});
    try {
      await submit();
    } catch (err) {
      console.error(err);
      toast(UNEXPECTED_TOAST);
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setSubmitting(true);
    try {
      await sendLink('resend');
    } catch (err) {
      console.error(err);
      toast(UNEXPECTED_TOAST);
    } finally {
      setSubmitting(false);
    }
  };

  const text = copy[mode];
  const needsPassword = mode === 'sign-in' || mode === 'sign-up';
  return (
    <div className="auth-card">
      <h1>{text.heading}</h1>
      <p className="muted">{text.intro}</p>
      {loading ? (
        <div className="auth-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading...</span>
        </div>
      ) : (
        <>
          {notice ? (
            <div className={`auth-notice auth-notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
              <p className="auth-notice-title">{notice.title}</p>
              <p>{notice.text}</p>
            </div>
          ) : null}
          {unverified ? (
            <div className="auth-notice auth-notice-error" role="alert">
              <p className="auth-notice-title">Email not verified</p>
              <p>Verify your email address to sign in. Did not get the email?</p>
              <button type="button" className="button button-ghost-dark button-small" onClick={() => void resend()} disabled={submitting}>
                Resend verification email
              </button>
            </div>
          ) : null}
          <form className="auth-form" onSubmit={(e) => void onSubmit(e)}>
            {mode === 'sign-up' ? (
              <div className="field">
                <label htmlFor="fullName">Full Name</label>
                <input
                  ref={fullNameRef}
                  id="fullName"
                  name="fullName"
                  autoComplete="name"
                  value={fullName}
                  onChange={(e) => setFullName(e.target.value)}
                  aria-required="true"
                  aria-invalid={errors.fullName ? true : undefined}
                  aria-describedby={errors.fullName ? 'fullName-error' : undefined}
                />
                {errors.fullName ? (
                  <p id="fullName-error" className="field-error">
                    {errors.fullName}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="field">
              <label htmlFor="email">Email</label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'email-error' : undefined}
              />
              {errors.email ? (
                <p id="email-error" className="field-error">
                  {errors.email}
                </p>
              ) : null}
            </div>
            {needsPassword ? (
              <PasswordField
                id="password"
                label="Password"
                value={password}
                onChange={setPassword}
                autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
                hint={mode === 'sign-up' ? PASSWORD_HINT : undefined}
                error={errors.password}
                inputRef={passwordRef}
              />
            ) : null}
            {mode === 'sign-in' ? (
              <button type="button" className="auth-link" onClick={() => switchMode('forgot')}>
                Forgot password?
              </button>
            ) : null}
            <button type="submit" className="button button-primary auth-submit" disabled={submitting}>
              {submitting ? text.busy : text.submit}
            </button>
          </form>
          {googleEnabled && needsPassword ? (
            <>
              <p className="auth-divider">
                <span>or</span>
              </p>
              <a href="/auth/google" className="button button-ghost-dark auth-google">
                Continue with Google
              </a>
            </>
          ) : null}
          <p className="auth-switch">
            {mode === 'sign-in' ? "Don't have an account? " : mode === 'sign-up' ? 'Already have an account? ' : null}
            <button type="button" className="auth-link" onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
              {mode === 'sign-in' ? 'Create one' : mode === 'sign-up' ? 'Sign in' : 'Back to sign in'}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
