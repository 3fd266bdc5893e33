import { authCopy, authSwitch, PASSWORD_HINT_ID } from '../islands/auth/copy';
import { makePageInert, MODAL_QUERY, trapTab } from '../islands/chat/modal-query';
import { PASSWORD_HINT } from '../lib/password-rules';

/**
 * The opened state of an island without React: the first tap shows its result at once, in the server's own markup,
 * and starts the island's hydration; React then takes over the same DOM (each island reads what is drawn in its first
 * render, so hydration changes nothing visible and keeps focus and typed text).
 *   chat launcher  opens (and closes) the server-drawn panel, focuses its message box, keeps Send in step with the
 *                  text; a send is held by the scheduler (src/client/islands.ts) until the panel is live, then goes.
 *   /auth          "Create one" / "Sign in" switch the card's mode (both are drawn by the server; the other's parts hidden).
 * Once an island is hydrating (data-hydrating) or live (data-hydrated), these handlers step aside and React answers.
 */
type Hydrate = (el: HTMLElement) => Promise<void>;

const island = (el: Element | null | undefined, name: string) => el?.closest<HTMLElement>(`[data-island="${name}"]`) ?? null;
/** True while the island is still server HTML (its first render has not read the DOM yet, or its code failed to load). */
const unhydrated = (el: HTMLElement) => el.dataset.hydrated !== 'true' && el.dataset.hydrating === undefined;
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

let restorePage: (() => void) | null = null;

/** Opens or closes the server-drawn chat panel: the same attributes ChatLauncher and FloatingChatPanel render. */
export function setChatOpen(launcher: HTMLElement, open: boolean) {
  const panel = launcher.querySelector<HTMLElement>('.chat-panel');
  const fab = launcher.querySelector<HTMLElement>('.chat-fab');
  if (!panel || !fab) return;
  const modal = open && window.matchMedia(MODAL_QUERY).matches;
  panel.hidden = !open;
  panel.setAttribute('aria-modal', String(modal));
  // At phone width the open panel is modal, as once it is live (which takes over this inert page and its undo).
  restorePage?.();
  restorePage = modal ? makePageInert(launcher) : null;
  fab.setAttribute('aria-expanded', String(open));
  fab.setAttribute('aria-label', open ? 'Close AI Assistant' : 'Open AI Assistant');
  if (open) panel.querySelector<HTMLElement>('.chat-composer textarea')?.focus();
  else fab.focus();
}

/** Keeps the composer's Send button in step with its text (React renders it disabled while the text is blank). */
function syncSend(textarea: HTMLTextAreaElement) {
  const send = textarea.form?.querySelector<HTMLButtonElement>('.chat-send');
  if (send) send.disabled = !textarea.value.trim();
}

/** Switches the /auth card between signing in and creating an account: the same markup AuthForm renders for the mode. */
export function setAuthMode(card: HTMLElement, mode: 'sign-in' | 'sign-up') {
  const text = authCopy[mode];
  card.dataset.mode = mode;
  const heading = card.querySelector<HTMLElement>('h1');
  const intro = card.querySelector('h1 + p.muted');
  const submit = card.querySelector('.auth-submit');
  const fullName = card.querySelector<HTMLElement>('#fullName')?.closest<HTMLElement>('.field');
  const forgot = card.querySelector<HTMLElement>('.auth-form .auth-link');
  const password = card.querySelector<HTMLInputElement>('#password');
  const switcher = card.querySelector<HTMLElement>('.auth-switch button[data-switch]');
  if (!heading || !intro || !submit || !fullName || !forgot || !password || !switcher) return;
  heading.textContent = text.heading;
  intro.textContent = text.intro;
  submit.textContent = text.submit;
  fullName.hidden = mode !== 'sign-up';
  forgot.hidden = mode !== 'sign-in';
  password.autocomplete = mode === 'sign-up' ? 'new-password' : 'current-password';
  let hint = card.querySelector(`#${PASSWORD_HINT_ID}`);
  if (mode === 'sign-up' && !hint) {
    hint = document.createElement('p');
    hint.id = PASSWORD_HINT_ID;
    hint.className = 'field-hint';
    hint.textContent = PASSWORD_HINT;
    password.closest('.password-input')?.after(hint);
  } else if (mode === 'sign-in') hint?.remove();
  if (mode === 'sign-up') password.setAttribute('aria-describedby', PASSWORD_HINT_ID);
  else password.removeAttribute('aria-describedby');
  const line = authSwitch[mode];
  const prompt = switcher.previousSibling;
  if (prompt?.nodeType === Node.TEXT_NODE) prompt.textContent = line.prompt;
  switcher.textContent = line.label;
  switcher.dataset.switch = line.to;
  heading.focus();
}

export function initInstant(hydrate: Hydrate) {
  document.addEventListener(
    'click',
    (e) => {
      if (!plainClick(e)) return;
      const target = e.target instanceof Element ? e.target : null;
      const fab = target?.closest<HTMLElement>('.chat-fab');
      const launcher = island(fab, 'ChatLauncher');
      if (fab && launcher && unhydrated(launcher)) {
        e.preventDefault();
        e.stopPropagation();
        setChatOpen(launcher, fab.getAttribute('aria-expanded') !== 'true');
        void hydrate(launcher);
        return;
      }
      const switcher = target?.closest<HTMLElement>('.auth-card button[data-switch]');
      const form = island(switcher, 'AuthForm');
      const card = switcher?.closest<HTMLElement>('.auth-card');
      const to = switcher?.dataset.switch;
      if (switcher && form && card && unhydrated(form) && (to === 'sign-in' || to === 'sign-up')) {
        e.preventDefault();
        e.stopPropagation();
        setAuthMode(card, to);
        void hydrate(form);
      }
    },
    true,
  );
  document.addEventListener('input', (e) => {
    const textarea = e.target instanceof HTMLTextAreaElement ? e.target : null;
    const launcher = island(textarea, 'ChatLauncher');
    if (textarea && launcher && unhydrated(launcher)) syncSend(textarea);
  });
  document.addEventListener('keydown', (e) => {
    const launcher = document.querySelector<HTMLElement>('[data-island="ChatLauncher"]');
    if (!launcher || e.defaultPrevented) return;
    const panel = launcher.querySelector<HTMLElement>('.chat-panel');
    // While React is committing the chat, neither these handlers nor its own listener answer: an Escape pressed then is
    // held and replayed once the island is live, so it still closes the panel.
    if (e.key === 'Escape' && launcher.dataset.hydrating !== undefined && panel && !panel.hidden) {
      e.preventDefault();
      void hydrate(launcher).then(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
      return;
    }
    if (!unhydrated(launcher)) return;
    if (e.key === 'Tab' && panel && !panel.hidden && window.matchMedia(MODAL_QUERY).matches) trapTab(e, launcher);
    else if (e.key === 'Escape' && panel && !panel.hidden) {
      e.preventDefault();
      setChatOpen(launcher, false);
    } else if (
      e.key === 'Enter' &&
      !e.shiftKey &&
      !e.isComposing &&
      e.target instanceof HTMLTextAreaElement &&
      launcher.contains(e.target)
    ) {
      // The composer sends on Enter; the scheduler holds the submit until the panel is live.
      e.preventDefault();
      if (e.target.value.trim()) e.target.form?.requestSubmit();
    }
  });
}
