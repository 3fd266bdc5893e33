export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };

const EVENT = 'app:toast';
const PENDING_KEY = 'pending-toasts';

/** Shows a toast on this page (rendered by the Toaster island). */
export function toast(t: ToastInput) {
  window.dispatchEvent(new CustomEvent<ToastInput>(EVENT, { detail: t }));
}

/** Keeps a toast for the next page this tab loads, for actions that end in a navigation. */
export function toastAfterNavigation(t: ToastInput) {
  try {
    const list = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as ToastInput[];
    sessionStorage.setItem(PENDING_KEY, JSON.stringify([...list, t]));
  } catch {
    // Storage blocked: the navigation still happens, only the toast is lost.
  }
}

/** Toasts queued by the previous page, removed as they are read. */
export function takePendingToasts(): ToastInput[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as ToastInput[];
    sessionStorage.removeItem(PENDING_KEY);
    return list;
  } catch {
    return [];
  }
}

export function onToast(handler: (t: ToastInput) => void) {
  const listener = (e: Event) => handler((e as CustomEvent<ToastInput>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
