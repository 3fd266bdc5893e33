import type { SectionResult } from '../../lib/account';
import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, passwordLengthProblem, passwordMessages } from '../../lib/password-rules';
import { PasswordField } from '../auth/PasswordField';
import { callApi } from './api';
import { SectionCard, SectionStatus } from './parts';
import { useSection } from './use-section';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

/** Change the password with the current one, or set a first one on a Google-only account; other devices are signed out. */
export function PasswordSection({
  hasPassword: initialHas,
  onOthersSignedOut,
  result = null,
}: {
  hasPassword: boolean;
  onOthersSignedOut: () => void;
  result?: SectionResult | null;
}) {
  const [hasPassword, setHasPassword] = useState(initialHas);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const s = useSection(FIELDS, result);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (s.busy) return;
    void s.run(async () => {
      if (hasPassword && !current) return s.fieldError('currentPassword', 'Please enter your current password.');
      const problem = passwordLengthProblem(next);
      if (problem) return s.fieldError('newPassword', problem);
      if (next !== confirm) return s.fieldError('confirm', passwordMessages.mismatch);
      const res = await callApi<{ message: string }>('POST', '/api/account/password', {
        ...(hasPassword ? { currentPassword: current } : {}),
        newPassword: next,
      });
      if (!res.ok) return s.refuse(res);
      setHasPassword(true);
      setCurrent('');
      setNext('');
      setConfirm('');
      s.setSuccess(res.data.message);
      onOthersSignedOut();
    });
  };

  return (
    <SectionCard
      id="password"
      title="Password"
      intro={
        <p>
          {hasPassword
            ? 'Changing your password signs you out on every other device, and we email you to confirm it.'
            : 'You sign in with Google. Set a password to sign in with your email address as well.'}
        </p>
      }
    >
      <form className="account-form" method="post" action="/api/account/password" onSubmit={onSubmit} noValidate>
        {hasPassword ? (
          <PasswordField
            id="account-current-password"
            name="currentPassword"
            label="Current password"
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            error={s.fieldErrors.currentPassword}
            inputRef={s.bind('currentPassword')}
          />
        ) : null}
        <PasswordField
          id="account-new-password"
          name="newPassword"
          label="New password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={s.fieldErrors.newPassword}
          inputRef={s.bind('newPassword')}
        />
        <PasswordField
          id="account-confirm-password"
          name="confirmPassword"
          label="Confirm new password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          error={s.fieldErrors.confirm}
          inputRef={s.bind('confirm')}
        />
        <button type="submit" className="button button-primary" aria-disabled={s.busy || undefined}>
          {s.busy ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
        </button>
        <SectionStatus id="password" success={s.success} error={s.error} />
      </form>
    </SectionCard>
  );
}
