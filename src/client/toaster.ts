import { onToast, takePendingToasts, type ToastInput } from '../browser/toast';

// Spec §9: toasts dismiss themselves after about 4 s; at most 3 are visible. Errors stay at least 10 s (WCAG 2.2.1
// leaves time to read what went wrong), and no toast goes while the pointer is over it or focus is in it: the clock
// starts again when they leave.
const MAX_VISIBLE = 3;
const DISMISS_MS = 4000;
const ERROR_DISMISS_MS = 10_000;

function view(t: ToastInput, onClose: () => void): HTMLLIElement {
  const li = document.createElement('li');
  li.className = t.variant === 'destructive' ? 'toast toast-destructive' : 'toast';
  li.dataset.testid = 'toast';
  const body = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = t.title;
  body.append(title);
  if (t.description) {
    const desc = document.createElement('p');
    desc.className = 'toast-description';
    desc.textContent = t.description;
    body.append(desc);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'icon-button';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.innerHTML =
    '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  close.addEventListener('click', onClose);
  li.append(body, close);
  return li;
}

/** Announces toasts politely (assertively for errors) in the live regions the server rendered. */
export function initToaster() {
  const polite = document.querySelector<HTMLElement>('.toaster [role="status"] ol');
  const assertive = document.querySelector<HTMLElement>('.toaster [role="alert"] ol');
  if (!polite || !assertive) return;
  let shown: HTMLLIElement[] = []; // oldest first, across both lists
  // Where focus was before it went into a toast: it goes back there when that toast is dismissed.
  const cameFrom = new WeakMap<HTMLLIElement, HTMLElement>();
  const remove = (li: HTMLLIElement) => {
    const hadFocus = li.contains(document.activeElement);
    li.remove();
    shown = shown.filter((x) => x !== li);
    if (!hadFocus) return;
    // Dismissed from inside (its close button): focus must not fall to the page.
    const back = cameFrom.get(li);
    const target = back?.isConnected && back.getClientRects().length ? back : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };
  const add = (t: ToastInput) => {
    const li = view(t, () => remove(li));
    (t.variant === 'destructive' ? assertive : polite).append(li);
    shown.push(li);
    shown.slice(0, Math.max(0, shown.length - MAX_VISIBLE)).forEach(remove);
    const wait = t.variant === 'destructive' ? ERROR_DISMISS_MS : DISMISS_MS;
    let timer = 0;
    const held = () => li.matches(':hover') || li.contains(document.activeElement);
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!held()) remove(li);
      }, wait);
    };
    const pause = () => window.clearTimeout(timer);
    li.addEventListener('pointerenter', pause);
    li.addEventListener('focusin', (e) => {
      pause();
      const from = e.relatedTarget;
      if (from instanceof HTMLElement && !li.contains(from)) cameFrom.set(li, from);
    });
    li.addEventListener('pointerleave', () => !held() && arm());
    // focusout fires before focus lands elsewhere: look once it has.
    li.addEventListener('focusout', () => window.setTimeout(() => !held() && arm()));
    arm();
  };
  takePendingToasts().forEach(add);
  onToast(add);
}
