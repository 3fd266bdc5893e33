import { onAuthChange, onProfileChange } from '../browser/auth-channel';
import { accountMenuLabel, displayName, initialsFor } from '../lib/user-display';
import { initMenus } from './menus';
import { signOut } from './sign-out';

// Spec §9: the header turns compact after 60 px of scroll.
export const COMPACT_AFTER_PX = 60;

/** Compact header past 60 px; the collapsed promo bar is inert so Tab never lands on its hidden link. */
function initCompact(top: HTMLElement) {
  const promo = top.querySelector<HTMLElement>('.promo-bar');
  let compact = top.dataset.compact === 'true'; // as the server rendered it: nothing to touch at the top
  let queued = false;
  const update = () => {
    queued = false;
    const next = window.scrollY > COMPACT_AFTER_PX;
    if (next === compact) return;
    compact = next;
    top.classList.toggle('is-compact', next);
    top.dataset.compact = String(next);
    promo?.toggleAttribute('inert', next);
    if (next) promo?.setAttribute('aria-hidden', 'true');
    else promo?.removeAttribute('aria-hidden');
  };
  // Read the scroll position with the next frame, not now: reading it here would force a layout of its own.
  requestAnimationFrame(update);
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
}

/** Tab from the last control goes to the first (and back): focus never leaves the open menu for the browser's UI. */
function wrapTab(dialog: HTMLDialogElement, e: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first?.focus();
  }
}

/** The full-screen menu is a modal <dialog>: native focus trap, Escape, top layer above the chat and banner. */
function initMobileMenu() {
  const dialog = document.querySelector<HTMLDialogElement>('dialog#mobile-menu');
  const toggle = document.querySelector<HTMLButtonElement>('.mobile-toggle');
  if (!dialog || !toggle) return;
  const sync = () => {
    toggle.setAttribute('aria-expanded', String(dialog.open));
    toggle.setAttribute('aria-label', dialog.open ? 'Close menu' : 'Open menu');
  };
  toggle.addEventListener('click', (e) => {
    // Handled here in every browser (invoker commands only cover the no-script case in the newest ones).
    e.preventDefault();
    if (!dialog.open) dialog.showModal();
    sync();
  });
  // The 'close' event is queued, so closing paths of our own update the toggle at once (its name says "Open menu" as
  // soon as focus is back on it); the event covers the native ones (the form's Close button).
  const close = () => {
    dialog.close();
    sync();
    toggle.focus();
  };
  // The event is queued: when it arrives the visitor may already have moved on (opened the chat), so focus returns to the
  // toggle only if it was left nowhere or inside the closed menu, never pulled back from where the visitor went.
  dialog.addEventListener('close', () => {
    sync();
    const active = document.activeElement;
    if (!active || active === document.body || dialog.contains(active)) toggle.focus();
  });
  // Escape is the dialog's own (capture phase, before page-level listeners such as the chat panel's).
  dialog.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') return wrapTab(dialog, e);
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      close();
    },
    true,
  );
  const sub = dialog.querySelector<HTMLButtonElement>('.mobile-sub-toggle');
  const list = sub && document.getElementById(sub.getAttribute('aria-controls') ?? '');
  sub?.addEventListener('click', () => {
    if (!list) return;
    list.hidden = !list.hidden;
    sub.setAttribute('aria-expanded', String(!list.hidden));
  });
  // Following a link inside the menu closes it (the same page may be chosen).
  dialog.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href]')) close();
  });
  // Once the layout has room for the full navigation the menu has nothing left to show.
  window.addEventListener('resize', () => {
    if (dialog.open && getComputedStyle(toggle).display === 'none') dialog.close();
  });
}

/**
 * The promo bar is 40 px tall, and the page's top padding is computed from it so nothing shifts. When its text needs
 * more (WCAG text spacing, larger text or zoom wrap the link), the bar grows to fit and the padding follows
 * (--promo-fit); at its usual size nothing is written, so a normal load changes nothing.
 */
function initPromoFit(top: HTMLElement) {
  const inner = top.querySelector<HTMLElement>('.promo-inner');
  if (!inner || !('ResizeObserver' in window)) return;
  const root = document.documentElement;
  const fit = () => {
    const style = getComputedStyle(inner);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const content = Math.max(0, ...[...inner.children].map((el) => (el as HTMLElement).offsetHeight));
    const needed = Math.ceil(content + padding);
    const current = root.style.getPropertyValue('--promo-fit');
    const next = needed > 40 ? `${needed}px` : '';
    if (current !== next) root.style.setProperty('--promo-fit', next || null);
  };
  new ResizeObserver(fit).observe(inner);
  for (const child of inner.children) new ResizeObserver(fit).observe(child);
}

export function initHeader() {
  const top = document.querySelector<HTMLElement>('.site-top');
  if (top) initCompact(top);
  if (top) initPromoFit(top);
  initMenus();
  initMobileMenu();
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('[data-sign-out]');
    if (button) void signOut();
  });
  // Signing in or out in another tab makes this page's header stale: reload it.
  onAuthChange(() => window.location.reload());
  // A name changed on /account (this tab or another): show it at once, without a reload.
  onProfileChange(({ fullName, email }) => {
    const name = displayName(fullName, email);
    for (const el of document.querySelectorAll('[data-testid="avatar-initials"]')) el.textContent = initialsFor(fullName, email);
    for (const el of document.querySelectorAll('.user-menu-name, .mobile-user-name')) el.textContent = name;
    for (const el of document.querySelectorAll('.user-menu-email')) el.textContent = email;
    document.querySelector('.avatar-button')?.setAttribute('aria-label', accountMenuLabel(fullName, email));
  });
}
