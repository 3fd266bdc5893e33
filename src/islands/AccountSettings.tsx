import { useCallback, useState } from 'react';
import type { AccountDevice, AccountView, SectionResult } from '../lib/account';
import { callApi } from './account/api';
import { DataSection } from './account/DataSection';
import { DeleteSection } from './account/DeleteSection';
import { DevicesSection } from './account/DevicesSection';
import { EmailSection } from './account/EmailSection';
import { PasswordSection } from './account/PasswordSection';
import { ProfileSection } from './account/ProfileSection';

/** /account: profile, email, password, devices, data download and deletion; each section saves on its own, without a reload. */
export default function AccountSettings({ account, result = null }: { account: AccountView; result?: SectionResult | null }) {
  // A form post without JavaScript came back: its outcome shows in the section it was sent from.
  const resultFor = (section: SectionResult['section']) => (result?.section === section ? result : null);
  const [devices, setDevices] = useState<AccountDevice[]>(account.devices);
  const reloadDevices = useCallback(() => {
    callApi<{ devices: AccountDevice[] }>('GET', '/api/account/sessions')
      .then((res) => res.ok && setDevices(res.data.devices))
      .catch((err: unknown) => console.error(err));
  }, []);

  return (
    <div className="account-sections">
      <ProfileSection fullName={account.fullName} email={account.email} result={resultFor('profile')} />
      <EmailSection
        email={account.email}
        pendingEmail={account.pendingEmail}
        hasPassword={account.hasPassword}
        result={resultFor('email')}
      />
      <PasswordSection hasPassword={account.hasPassword} onOthersSignedOut={reloadDevices} result={resultFor('password')} />
      <DevicesSection devices={devices} setDevices={setDevices} result={resultFor('devices')} />
      <DataSection result={resultFor('data')} />
      <DeleteSection email={account.email} hasPassword={account.hasPassword} result={resultFor('delete')} />
    </div>
  );
}
