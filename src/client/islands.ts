import { ISLAND_ATTR, ISLAND_KEY, type HydrateStrategy } from '../lib/islands';

/**
 * Island scheduler: each [data-island] says when it hydrates (data-hydrate):
 *   load         at once (signed-in and staff pages, the /auth and /chat pages)
 *   interaction  on first use: pointer down, focus, a key or touch inside it, a click on an element matching
 *                data-also (anywhere on the page), or a scroll that brings it near; hover or focus warms the code.
 * Until then its server HTML works on its own. A click on a button (or a form submit) that triggers hydration is
 * held and replayed once React has committed, so the first click is never lost; the island shows data-loading.
 */
type Strategy = HydrateStrategy;

const hydrator = () => import('./hydrate');
const pending = new Map<HTMLElement, Promise<void>>();

function announce(text: string) {
  const status = document.getElementById('island-status');
  if (status) status.textContent = text;
}

/** Hydrates once; marks the island while its code loads and when it is live. */
export function hydrate(el: HTMLElement): Promise<void> {
  let p = pending.get(el);
  if (p) return p;
  el.dataset.loading = 'true';
  el.setAttribute('aria-busy', 'true');
  const label = el.dataset.loadingLabel;
  const announced = label ? window.setTimeout(() => announce(label), 300) : 0; // silent when it is quick
  let outcome = 'true';
  p = hydrator()
    .then((m) => m.hydrateIsland(el))
    .catch((error: unknown) => {
      outcome = 'failed'; // replayed clicks then fall back to the server HTML's own behaviour
      console.error(`Island "${el.dataset[ISLAND_KEY]}" failed to hydrate`, error);
    })
    .finally(() => {
      delete el.dataset.hydrating;
      window.clearTimeout(announced);
      if (label) announce('');
      delete el.dataset.loading;
      el.removeAttribute('aria-busy');
      el.dataset.hydrated = outcome;
    });
  pending.set(el, p);
  return p;
}

function warm(el: HTMLElement) {
  void hydrator()
    .then((m) => m.loadIsland(el.dataset[ISLAND_KEY] ?? ''))
    .catch(() => {});
}

const ready = (el: HTMLElement) => el.dataset.hydrated !== undefined;
// Island markers are display: contents (no box of their own), so watch what they hold.
const box = (el: HTMLElement) => el.firstElementChild ?? el;

/** First use: hold the triggering click or submit, hydrate, then replay it on the same element. */
function onFirstUse(el: HTMLElement) {
  const start = () => void hydrate(el);
  for (const type of ['pointerdown', 'focusin', 'keydown', 'touchstart', 'input'] as const) {
    el.addEventListener(type, start, { once: true, passive: true });
  }
  for (const type of ['pointerenter', 'mouseover'] as const) el.addEventListener(type, () => warm(el), { once: true, passive: true });

  const hold = (target: HTMLElement, replay: () => void, e: Event) => {
    if (ready(el)) return;
    e.preventDefault();
    e.stopPropagation();
    void hydrate(el).then(() => target.isConnected && replay());
  };
  el.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest<HTMLElement>('button, summary, [role="button"]');
      // Some buttons work on their own (the password show/hide toggle): their click is not held.
      if (button && el.contains(button) && !button.hasAttribute('data-works-unhydrated')) hold(button, () => button.click(), e);
    },
    true,
  );
  el.addEventListener(
    'submit',
    (e) => {
      const form = e.target as HTMLFormElement;
      const submitter = (e as SubmitEvent).submitter;
      hold(form, () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined), e);
    },
    true,
  );
  // Elsewhere on the page (e.g. the home page's example questions open the chat).
  const also = el.dataset.also;
  if (also)
    document.addEventListener(
      'click',
      (e) => {
        const me = e as MouseEvent;
        if (ready(el) || me.button !== 0 || me.metaKey || me.ctrlKey || me.shiftKey || me.altKey) return;
        const target = (e.target as Element).closest<HTMLElement>(also);
        if (target) hold(target, () => target.click(), e);
      },
      true,
    );
  // Scrolling a form into reach: the visitor is about to use it.
  if ('IntersectionObserver' in window) {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((x) => x.isIntersecting) && scrolled) {
          io.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    let scrolled = false;
    window.addEventListener(
      'scroll',
      () => {
        scrolled = true;
        io.disconnect();
        io.observe(box(el));
      },
      { once: true, passive: true },
    );
  }
}

function schedule(el: HTMLElement): Promise<void> | null {
  const strategy = (el.dataset.hydrate ?? 'load') as Strategy;
  if (strategy === 'load') return hydrate(el);
  onFirstUse(el);
  return null;
}

type BootTap = { type: 'click' | 'submit'; el: HTMLElement; submitter?: HTMLElement | null };
type BootWindow = Window & { __bootTaps?: BootTap[] | null };

/**
 * Taps the inline boot script (src/build/boot-script.ts) caught before this entry ran: it stops catching, and each is
 * dispatched again on the same element, so the plain-script opened states (instant.ts) and the scheduler above answer
 * them as if they had just happened.
 */
function replayBootTaps() {
  const w = window as BootWindow;
  const taps = w.__bootTaps ?? [];
  w.__bootTaps = null;
  // The boot script marked the tapped control and its island busy; the replay marks again what still waits.
  document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}][data-loading]`).forEach((x) => pending.has(x) || delete x.dataset.loading);
  for (const tap of taps) {
    tap.el.removeAttribute('aria-busy');
    if (!tap.el.isConnected) continue;
    // An island that hydrates on load has no first-use hold of its own: its tap waits here until it is live.
    const marker = tap.el.closest<HTMLElement>(`[${ISLAND_ATTR}]`);
    const loading = marker && marker.dataset.hydrate !== 'interaction' ? pending.get(marker) : undefined;
    if (loading) void loading.then(() => replay(tap));
    else replay(tap);
  }
}

function replay(tap: BootTap) {
  if (!tap.el.isConnected) return;
  if (tap.type === 'click') return tap.el.click();
  if (!(tap.el instanceof HTMLFormElement)) return;
  const submitter = tap.submitter && tap.el.contains(tap.submitter) ? tap.submitter : undefined;
  try {
    tap.el.requestSubmit(submitter);
  } catch {
    tap.el.requestSubmit();
  }
}

/** Whether the visitor asked to save data or is on a 2G connection: then nothing is fetched before it is needed. */
function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * After the page has loaded (the network is quiet) and when the main thread is idle, fetch React and the code of the
 * islands this page carries into the HTTP cache (immutable, hashed files) at low priority, without parsing or running
 * any of it, so a first tap finds them there. Skipped when the visitor saves data or is on 2G. A hover, focus or
 * pointer-down on an island asks for its code at once (warm and hydrate above), at the browser's normal priority.
 */
function prefetchWhenIdle(islands: HTMLElement[]) {
  const hrefs = prefetchList(islands.filter((el) => !ready(el) && !pending.has(el)));
  if (!hrefs.length || saveData()) return;
  const idle = (fn: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 4000 }) : setTimeout(fn, 1000);
  const fetchAll = () =>
    idle(() => {
      for (const href of hrefs) void fetch(href, { priority: 'low', credentials: 'same-origin' } as RequestInit).catch(() => {});
    });
  if (document.readyState === 'complete') fetchAll();
  else window.addEventListener('load', fetchAll, { once: true });
}

/** The chunks of the page's islands (React included), which the server lists on each marker (data-chunks). */
function prefetchList(islands: HTMLElement[]): string[] {
  return [...new Set(islands.flatMap((el) => (el.dataset.chunks ?? '').split(' ').filter(Boolean)))];
}

/** Schedules every island on the page; resolves when those that hydrate on load have committed. */
export function initIslands(): Promise<unknown> {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  const onLoad = islands.map(schedule).filter(Boolean);
  replayBootTaps();
  prefetchWhenIdle(islands);
  return Promise.allSettled(onLoad);
}
