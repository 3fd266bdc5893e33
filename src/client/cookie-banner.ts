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
    if (banner.contains(el) || banner.hidden) return;
    before = el;
    revealAbove(el, banner);
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

/**
 * The browser scrolls a focused element into view only when it is wholly out of view, so a tall field (the contact
 * message) can take focus with its lower part under the banner: lift it just clear of the banner, never past the
 * header (its top stays where it can be read).
 */
function revealAbove(el: HTMLElement, banner: HTMLElement) {
  const bannerBox = banner.getBoundingClientRect();
  // Not drawn (the open chat hides it), or the field is in a fixed layer (chat panel, header) that scrolling won't move.
  if (bannerBox.height === 0 || inFixedLayer(el)) return;
  const box = el.getBoundingClientRect();
  const bannerTop = bannerBox.top;
  const overlap = box.bottom - bannerTop + 8;
  if (overlap <= 0 || box.height === 0) return;
  const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const room = Math.max(0, box.top - headerBottom - 8);
  const by = Math.min(overlap, room);
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

function inFixedLayer(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}
