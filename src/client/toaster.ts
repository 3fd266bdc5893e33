import { onToast, takePendingToasts, type ToastInput } from '../browser/toast';

// Spec §9: toasts dismiss themselves after about 4 s; at most 3 are visible.
const MAX_VISIBLE = 3;
const DISMISS_MS = 4000;

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
  const remove = (li: HTMLLIElement) => {
    li.remove();
    shown = shown.filter((x) => x !== li);
  };
  const add = (t: ToastInput) => {
    const li = view(t, () => remove(li));
    (t.variant === 'destructive' ? assertive : polite).append(li);
    shown.push(li);
    shown.slice(0, Math.max(0, shown.length - MAX_VISIBLE)).forEach(remove);
    window.setTimeout(() => remove(li), DISMISS_MS);
  };
  takePendingToasts().forEach(add);
  onToast(add);
}
