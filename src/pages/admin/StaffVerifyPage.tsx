import type { PageMeta } from '../page-meta';

export const staffVerifyMeta: PageMeta = {
  title: 'Staff Sign-in Code | Oasis Peptide Lab',
  description: 'Enter the code from your authenticator app to open the staff area.',
  keywords: ['staff', 'two-factor', 'Oasis Peptide Lab'],
  path: '/admin/verify',
  css: ['forms', 'admin', 'booking'],
  noindex: true,
};

export type StaffVerifyProps = {
  /** The secret to add to an authenticator app, while no code has confirmed it yet; null once set up. */
  setupSecret: string | null;
  next: string;
  error: string | null;
  hoursValid: number;
};

/**
 * /admin/verify: the second factor of the staff area. The first time, it shows the QR code and key to add to an
 * authenticator app; every time, a code from the app gives this session staff rights for a working day.
 */
export function StaffVerifyPage({ setupSecret, next, error, hoursValid }: StaffVerifyProps) {
  return (
    <section className="auth-page">
      <div className="container auth-container">
        <div className="auth-card">
          <h1>{setupSecret ? 'Set Up Your Staff Sign-in Code' : 'Enter Your Staff Sign-in Code'}</h1>
          {setupSecret ? (
            <>
              <p>
                The staff area needs a second step. Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or
                Microsoft Authenticator), or type the key below into it, then enter the 6-digit code it shows.
              </p>
              <img src="/admin/verify/qr.svg" width={164} height={164} alt="QR code for your authenticator app" />
              <p>
                Key: <code className="totp-key">{setupSecret.replace(/(.{4})/g, '$1 ').trim()}</code>
              </p>
            </>
          ) : (
            <p>Enter the 6-digit code from your authenticator app. It opens the staff area on this device for {hoursValid} hours.</p>
          )}
          <form className="auth-form" action="/admin/verify" method="post" noValidate>
            <input type="hidden" name="next" value={next} />
            <div className="field">
              <label htmlFor="totp-code">6-digit code</label>
              <input
                id="totp-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                required
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'totp-error' : undefined}
              />
              {error ? (
                <p id="totp-error" className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button-primary">
              Open the staff area
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
