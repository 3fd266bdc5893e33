import type { SectionResult } from '../../lib/account';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../auth/PasswordField';
import { callApi } from './api';
import { SectionCard, SectionStatus, TextField } from './parts';
import { useSection } from './use-section';

const FIELDS = ['email', 'password'] as const;

/** Change the sign-in address: a link goes to the new one, and the current one stays in use until it is clicked. */
export function EmailSection({
  email,
  pendingEmail: initialPending,
  hasPassword,
  result = null,
}: {
  email: string;
  pendingEmail: string | null;
  hasPassword: boolean;
  result?: SectionResult | null;
}) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(initialPending);
  const s = useSection(FIELDS, result);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (s.busy) return;
    void s.run(async () => {
      if (!newEmail.trim()) return s.fieldError('email', 'Please enter your new email address.');
      if (hasPassword && !password) return s.fieldError('password', 'Please enter your current password.');
      const res = await callApi<{ message: string; pendingEmail: string }>('POST', '/api/account/email', {
        email: newEmail,
        ...(hasPassword ? { password } : {}),
      });
      if (!res.ok) return s.refuse(res);
      setPending(res.data.pendingEmail);
      setNewEmail('');
      setPassword('');
      s.setSuccess(res.data.message);
    });
  };

  const cancel = (e: FormEvent) => {
    e.preventDefault();
    void s.run(async () => {
      const res = await callApi<{ message: string }>('DELETE', '/api/account/email');
      if (!res.ok) return s.refuse(res);
      setPending(null);
      s.setSuccess(res.data.message);
      // The button goes with its block: focus moves to the notice that says what happened.
      requestAnimationFrame(() => document.getElementById('email-status')?.focus());
    });
  };

  return (
    <SectionCard
      id="email"
      title="Email"
      intro={
        <p>
          You sign in with <strong data-testid="account-email">{email}</strong>.
        </p>
      }
    >
      {pending ? (
        <div className="auth-notice auth-notice-success">
          <p>
            Waiting for you to confirm <strong>{pending}</strong> with the link we sent to it. Until then you keep signing in with {email}.
          </p>
          <form method="post" action="/api/account/email/cancel" onSubmit={cancel}>
            <button type="submit" className="button button-ghost-dark button-small" aria-disabled={s.busy || undefined}>
              Cancel the change
            </button>
          </form>
        </div>
      ) : null}
      <form className="account-form" method="post" action="/api/account/email" onSubmit={onSubmit} noValidate>
        <TextField
          id="account-new-email"
          name="email"
          label="New email address"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={setNewEmail}
          error={s.fieldErrors.email}
          inputRef={s.bind('email')}
        />
        {hasPassword ? (
          <PasswordField
            id="account-email-password"
            name="password"
            label="Current password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={s.fieldErrors.password}
            inputRef={s.bind('password')}
          />
        ) : null}
        <button type="submit" className="button button-primary" aria-disabled={s.busy || undefined}>
          {s.busy ? 'Sending...' : 'Send verification link'}
        </button>
        <SectionStatus id="email" success={s.success} error={s.error} />
      </form>
    </SectionCard>
  );
}
