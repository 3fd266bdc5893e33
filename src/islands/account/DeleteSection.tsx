import type { SectionResult } from '../../lib/account';
import { useState, type FormEvent } from 'react';
import { announceAuthChange } from '../../browser/auth-channel';
import { PasswordField } from '../auth/PasswordField';
import { callApi } from './api';
import { SectionCard, SectionStatus, TextField } from './parts';
import { useSection } from './use-section';

const FIELDS = ['email', 'password'] as const;

type Deleted = { conversations: number; messages: number; sessions: number; keptEnquiries: number };

/** Delete the account after typing its email (and password where one exists); every tab is signed out. */
export function DeleteSection({
  email,
  hasPassword,
  result = null,
}: {
  email: string;
  hasPassword: boolean;
  result?: SectionResult | null;
}) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const s = useSection(FIELDS, result);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (s.busy) return;
    void s.run(async () => {
      if (typed.trim().toLowerCase() !== email)
        return s.fieldError('email', 'The email address does not match your account. Type it exactly to confirm.');
      if (hasPassword && !password) return s.fieldError('password', 'Please enter your password.');
      const res = await callApi<{ deleted: Deleted }>('POST', '/api/account/delete', {
        email: typed,
        ...(hasPassword ? { password } : {}),
      });
      if (!res.ok) return s.refuse(res);
      announceAuthChange('signed-out');
      const d = res.data.deleted;
      const query = new URLSearchParams({
        conversations: String(d.conversations),
        messages: String(d.messages),
        sessions: String(d.sessions),
        enquiries: String(d.keptEnquiries),
      });
      window.location.replace(`/account/deleted?${query.toString()}`);
    });
  };

  return (
    <SectionCard
      id="delete"
      title="Delete account"
      intro={
        <>
          <p>
            This deletes your account straight away and cannot be undone: your profile, password, signed-in devices and every saved
            conversation. You will be signed out everywhere and we will email you to confirm.
          </p>
          <p>
            Contact enquiries you sent us are kept for up to 24 months after they were sent, as our{' '}
            <a href="/privacy#data-retention">privacy policy</a> explains. To keep a copy of your data, download it first.
          </p>
        </>
      }
    >
      <form className="account-form" method="post" action="/api/account/delete" onSubmit={onSubmit} noValidate>
        <TextField
          id="account-delete-email"
          name="email"
          label={`Type your email address (${email}) to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={setTyped}
          error={s.fieldErrors.email}
          inputRef={s.bind('email')}
        />
        {hasPassword ? (
          <PasswordField
            id="account-delete-password"
            name="password"
            label="Password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={s.fieldErrors.password}
            inputRef={s.bind('password')}
          />
        ) : null}
        <button type="submit" className="button button-danger" aria-disabled={s.busy || undefined}>
          {s.busy ? 'Deleting...' : 'Delete my account'}
        </button>
        <SectionStatus id="delete" success={s.success} error={s.error} />
      </form>
    </SectionCard>
  );
}
