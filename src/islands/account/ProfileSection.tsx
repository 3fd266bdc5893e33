import type { SectionResult } from '../../lib/account';
import { useState, type FormEvent } from 'react';
import { announceProfileChange } from '../../browser/auth-channel';
import { profileNameMessages } from '../../lib/password-rules';
import { callApi } from './api';
import { SectionCard, SectionStatus, TextField } from './parts';
import { useSection } from './use-section';

const FIELDS = ['fullName'] as const;

/** Full name, with the sign-up rule; the header (in every tab) shows the new name at once. */
export function ProfileSection({
  fullName: initial,
  email,
  result = null,
}: {
  fullName: string | null;
  email: string;
  result?: SectionResult | null;
}) {
  const [fullName, setFullName] = useState(initial ?? '');
  const s = useSection(FIELDS, result);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (s.busy) return;
    void s.run(async () => {
      if (!fullName.trim()) return s.fieldError('fullName', profileNameMessages.description);
      const res = await callApi<{ message: string; user: { fullName: string; email: string } }>('PATCH', '/api/account/profile', {
        fullName,
      });
      if (!res.ok) return s.refuse(res);
      setFullName(res.data.user.fullName);
      announceProfileChange({ fullName: res.data.user.fullName, email: res.data.user.email ?? email });
      s.setSuccess(res.data.message);
    });
  };

  return (
    <SectionCard id="profile" title="Profile" intro={<p>Your name is shown in the menu and in emails we send you.</p>}>
      <form className="account-form" method="post" action="/api/account/profile" onSubmit={onSubmit} noValidate>
        <TextField
          id="account-full-name"
          name="fullName"
          label="Full Name"
          value={fullName}
          onChange={setFullName}
          autoComplete="name"
          error={s.fieldErrors.fullName}
          inputRef={s.bind('fullName')}
        />
        <button type="submit" className="button button-primary" aria-disabled={s.busy || undefined}>
          {s.busy ? 'Saving...' : 'Save name'}
        </button>
        <SectionStatus id="profile" success={s.success} error={s.error} />
      </form>
    </SectionCard>
  );
}
