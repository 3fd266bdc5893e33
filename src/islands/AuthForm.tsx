import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { announceAuthChange } from '../browser/auth-channel';
import { safeNext } from '../lib/safe-next';
import { fullNameMessages, PASSWORD_HINT, passwordLengthProblem } from '../lib/password-rules';
import { toast, toastAfterNavigation } from '../browser/toast';
import { postJson, UNEXPECTED_TOAST, type ApiFailure } from './auth/api-client';
import { FORM_ERROR_ID, FormError, type FormProblem } from './auth/FormError';
import { PasswordField } from './auth/PasswordField';
import type { AuthFormProps, AuthMode, AuthNotice } from './auth/types';
import { NoticeBox } from './auth/NoticeBox';
import { authCopy, authSwitch } from './auth/copy';

/** The mode the card shows now: the plain-script switch (src/client/instant.ts) may have changed it before hydration. */
function drawnMode(): AuthMode | null {
  if (typeof document === 'undefined') return null;
  const mode = document.querySelector('.auth-card')?.getAttribute('data-mode');
  return mode === 'sign-in' || mode === 'sign-up' ? mode : null;
}

const FIELDS = ['fullName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const copy = authCopy;
// Titles for refusals the spec's catalogue does not name.
const errorTitle: Record<AuthMode, string> = {
  'sign-in': 'Error signing in',
  'sign-up': 'Error creating account',
  forgot: 'Error sending reset link',
  resend: 'Error sending verification link',
};

function finishSignIn(next: string) {
  toastAfterNavigation({ title: 'Welcome back!', description: 'You have successfully signed in.' });
  announceAuthChange('signed-in');
  window.location.replace(next);
}

/**
 * /auth: sign in (default), create an account, or ask for a reset or verification link. The server has already sent a
 * signed-in visitor on, so the form is drawn at once and hydrates on first use (src/client/islands.ts holds and replays
 * the first click or submit); the submit button shows a spinner while the form's code loads and while a request runs.
 */
export default function AuthForm({ mode: initialMode, notice: initialNotice, googleEnabled, welcome, next: nextProp }: AuthFormProps) {
  // Checked again here, so a tampered prop still cannot leave the site.
  const next = safeNext(nextProp);
  const [mode, setMode] = useState<AuthMode>(() => drawnMode() ?? initialMode);
  const [notice, setNotice] = useState<AuthNotice | null>(initialNotice);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A refusal that is not about one field (wrong password, too many attempts…): shown above the form until the next try.
  const [formError, setFormError] = useState<FormProblem | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [unverified, setUnverified] = useState(false);
  const fullNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Text typed before the island hydrated stays in the inputs (they are uncontrolled): read it when it is sent.
  const valueOf = (ref: RefObject<HTMLInputElement | null>) => ref.current?.value ?? '';

  useEffect(() => {
    if (welcome) return finishSignIn(next);
    // The server sends a signed-in visitor away before drawing this form; a page restored from the back-forward cache
    // after signing in elsewhere is the one case left.
    let active = true;
    fetch('/api/auth/session', { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ user: unknown }>) : { user: null }))
      .then(({ user }) => active && user && window.location.replace(next))
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [welcome, next]);

  const heading = useRef<HTMLHeadingElement>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  // After a mode switch the button that was pressed is gone or renamed: focus moves to the new heading.
  const [focusHeading, setFocusHeading] = useState(0);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const switchMode = (next: AuthMode, { moveFocus = true } = {}) => {
    setMode(next);
    if (moveFocus) setFocusHeading((n) => n + 1);
    setErrors({});
    setFormError(null);
    setNotice(null);
    setUnverified(false);
  };

  const refuse = (failure: ApiFailure) => {
    const fields: Partial<Record<Field, string>> = Object.fromEntries(
      Object.entries(failure.fields).filter(([name]) => FIELDS.includes(name as Field)),
    );
    setErrors(fields);
    toast({ title: errorTitle[mode], description: failure.message, variant: 'destructive' });
    const first = FIELDS.find((name) => fields[name]);
    if (first) return focusField(first);
    // The unverified notice above the form already says what to do.
    if (failure.code === 'forbidden:unverified') return;
    // Wrong credentials could be either field: both are marked and described by the message.
    const invalid: Field[] = failure.code === 'unauthorized:credentials' ? ['email', 'password'] : [];
    showFormError({ title: errorTitle[mode], text: failure.message, fields: invalid });
  };

  const showFormError = (problem: FormProblem) => {
    setFormError(problem);
    focusField(problem.fields[0] as Field | undefined);
  };
  const focusField = (field: Field | undefined) => {
    const ref = field === 'fullName' ? fullNameRef : field === 'email' ? emailRef : field === 'password' ? passwordRef : null;
    // After React has rendered the error, so the field is announced with it.
    if (ref) window.setTimeout(() => ref.current?.focus());
  };

  const sendLink = async (kind: 'forgot' | 'resend') => {
    const email = valueOf(emailRef);
    const res = await postJson<{ message: string }>(`/api/auth/${kind}`, kind === 'resend' ? { email, next } : { email });
    if (!res.ok) return refuse(res);
    setUnverified(false);
    setNotice({ tone: 'success', title: 'Check your email', text: res.data.message });
  };

  const submit = async () => {
    if (mode === 'forgot' || mode === 'resend') return sendLink(mode);
    const email = valueOf(emailRef);
    const password = valueOf(passwordRef);
    if (mode === 'sign-up') {
      const fullName = valueOf(fullNameRef);
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
      const res = await postJson('/api/auth/sign-up', { fullName, email, password, next });
      if (!res.ok) return refuse(res);
      toast({ title: 'Account created!', description: 'Please check your email to verify your account.' });
      switchMode('sign-in', { moveFocus: false });
      if (passwordRef.current) passwordRef.current.value = '';
      setNotice({ tone: 'success', title: 'Account created!', text: 'Please check your email to verify your account.' });
      return;
    }
    const res = await postJson('/api/auth/sign-in', { email, password });
    if (res.ok) return finishSignIn(next);
    setUnverified(res.code === 'forbidden:unverified');
    refuse(res);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    try {
      await submit();
    } catch (err) {
      console.error(err);
      toast(UNEXPECTED_TOAST);
      setFormError({ title: UNEXPECTED_TOAST.title, text: UNEXPECTED_TOAST.description ?? '', fields: [] });
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await sendLink('resend');
      // The Resend button went with the "not verified" notice: focus moves to the notice that replaced it.
      window.setTimeout(() => noticeBox.current?.focus());
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
    <div className="auth-card" data-mode={mode}>
      <h1 ref={heading} tabIndex={-1}>
        {text.heading}
      </h1>
      <p className="muted">{text.intro}</p>
      <NoticeBox notice={notice} noticeRef={noticeBox} />
      {unverified ? (
        <div className="auth-notice auth-notice-error" role="alert">
          <p className="auth-notice-title">Email not verified</p>
          <p>Verify your email address to sign in. Did not get the email?</p>
          <button
            type="button"
            className="button button-ghost-dark button-small"
            onClick={() => void resend()}
            aria-disabled={submitting || undefined}
          >
            Resend verification email
          </button>
        </div>
      ) : null}
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)}>
        <FormError problem={formError} />
        {/* Drawn (hidden) in sign-in too, so "Create one" shows it at once, before the form's code has loaded. */}
        {needsPassword ? (
          <div className="field" hidden={mode !== 'sign-up'}>
            <label htmlFor="fullName">Full Name</label>
            <input
              ref={fullNameRef}
              id="fullName"
              name="fullName"
              autoComplete="name"
              defaultValue=""
              aria-required="true"
              aria-invalid={errors.fullName || formError?.fields.includes('fullName') ? true : undefined}
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
            ref={emailRef}
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue=""
            aria-invalid={errors.email || formError?.fields.includes('email') ? true : undefined}
            aria-describedby={
              [errors.email ? 'email-error' : '', formError?.fields.includes('email') ? FORM_ERROR_ID : ''].filter(Boolean).join(' ') ||
              undefined
            }
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
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
            hint={mode === 'sign-up' ? PASSWORD_HINT : undefined}
            error={errors.password}
            formErrorId={formError?.fields.includes('password') ? FORM_ERROR_ID : undefined}
            inputRef={passwordRef}
          />
        ) : null}
        {needsPassword ? (
          <button type="button" className="auth-link" onClick={() => switchMode('forgot')} hidden={mode !== 'sign-in'}>
            Forgot password?
          </button>
        ) : null}
        <button type="submit" className="button button-primary auth-submit" aria-disabled={submitting || undefined}>
          {submitting ? <span className="spinner-small" aria-hidden="true" /> : null}
          {submitting ? text.busy : text.submit}
        </button>
      </form>
      {googleEnabled && needsPassword ? (
        <>
          <p className="auth-divider">
            <span>or</span>
          </p>
          <a
            href={next === '/' ? '/auth/google' : `/auth/google?next=${encodeURIComponent(next)}`}
            className="button button-ghost-dark auth-google"
          >
            Continue with Google
          </a>
        </>
      ) : null}
      <p className="auth-switch">
        {mode === 'sign-in' || mode === 'sign-up' ? authSwitch[mode].prompt : null}
        <button
          type="button"
          className="auth-link"
          data-switch={mode === 'sign-up' ? 'sign-in' : 'sign-up'}
          onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
        >
          {mode === 'sign-in' || mode === 'sign-up' ? authSwitch[mode].label : 'Back to sign in'}
        </button>
      </p>
    </div>
  );
}
