import { useEffect, useState } from 'react';

export const CONSENT_KEY = 'cookie-consent';
type Consent = 'accepted' | 'declined';

function readConsent(): Consent | null {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === 'accepted' || v === 'declined' ? v : null;
  } catch {
    return null;
  }
}

/** Shown only while no choice is stored; the choice is kept in localStorage as "accepted" or "declined". */
export default function CookieBanner() {
  // Rendered hidden on the server (the server cannot know the choice); fixed position, so showing it shifts nothing.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(readConsent() === null), []);

  const choose = (value: Consent) => {
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Storage blocked: hide for this page view anyway.
    }
    setVisible(false);
  };

  return (
    <section className="cookie-banner" aria-label="Cookie consent" hidden={!visible}>
      <p>
        We use essential cookies to keep you signed in and, with your consent, cookies that help us understand how the site is used. Read
        our <a href="/privacy">Privacy Policy</a>.
      </p>
      <div className="cookie-actions">
        <button type="button" className="button button-ghost-dark" onClick={() => choose('declined')}>
          Decline
        </button>
        <button type="button" className="button button-primary" onClick={() => choose('accepted')}>
          Accept All
        </button>
      </div>
    </section>
  );
}
