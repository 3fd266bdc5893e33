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

/**
 * Shown only while no choice is stored (spec §4); the choice is kept in localStorage as "accepted" or "declined".
 * After a choice, focus returns to what had it before the banner was used, else to the main landmark.
 */
export function initCookieBanner() {
  const banner = document.querySelector<HTMLElement>('.cookie-banner');
  if (!banner || readConsent() !== null) return;
  let before: HTMLElement | null = null;
  document.addEventListener('focusin', (e) => {
    const el = e.target as HTMLElement;
    if (!banner.contains(el)) before = el;
  });
  banner.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLElement>('[data-consent]');
    const value = button?.dataset.consent;
    if (value !== 'accepted' && value !== 'declined') return;
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Storage blocked: hide for this page view anyway.
    }
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    if (!hadFocus) return;
    const target = before?.isConnected && before.offsetParent !== null ? before : document.getElementById('main');
    target?.focus({ preventScroll: target !== before });
  });
  banner.hidden = false;
}
