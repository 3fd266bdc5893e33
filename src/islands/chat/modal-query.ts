/**
 * The floating chat's modal behaviour at phone width, shared by the panel (FloatingChatPanel) and the plain script that
 * opens the server-drawn panel before it hydrates (src/client/instant.ts): no React here.
 */

/** Matches the CSS that shows the chat panel over the page rather than beside it (see "Floating chat" in styles.css). */
export const MODAL_QUERY = '(max-width: 1023px), (max-height: 600px)';

/** Marks what the chat made inert, so the hydrated panel takes over what the plain script did before it. */
const MADE_INERT = 'data-chat-inert';

/** Makes everything outside `keep` inert (except the toasts' live regions); returns the undo. */
export function makePageInert(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.hasAttribute(MADE_INERT)) made.push(sibling);
      if (sibling.inert || sibling.matches('.toaster, script, style, link, noscript, [role="status"]')) continue;
      sibling.inert = true;
      sibling.setAttribute(MADE_INERT, '');
      made.push(sibling);
    }
  }
  return () =>
    made.forEach((el) => {
      el.inert = false;
      el.removeAttribute(MADE_INERT);
    });
}

const TABBABLE = 'a[href], button, input, textarea, select, summary, [tabindex]';

/** The elements Tab stops on inside `root`, in order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && !el.closest('[inert], [hidden]'),
  );
}

/** Keeps Tab and Shift+Tab inside `root` (a keydown handler's body). */
export function trapTab(e: KeyboardEvent, root: HTMLElement) {
  if (e.key !== 'Tab' || e.defaultPrevented) return;
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && root.contains(active);
  if (e.shiftKey && (!inside || active === first)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (!inside || active === last)) {
    e.preventDefault();
    first.focus();
  }
}
