import { createTypeahead } from '../browser/typeahead';

// Spec §9: a submenu opens after 100 ms of hover and stays 300 ms after the pointer leaves.
export const HOVER_OPEN_MS = 100;
export const HOVER_GRACE_MS = 300;

type Menu = { root: HTMLElement; button: HTMLButtonElement; panel: HTMLElement };

const menus: Menu[] = [];
const isOpen = (m: Menu) => m.panel.matches(':popover-open');
const itemsOf = (m: Menu) => [...m.panel.querySelectorAll<HTMLElement>('a[href], button')];

/** Closes a header menu; focus goes back to its button when it was inside (or asked for). */
export function closeMenu(m: Menu, refocus = m.panel.contains(document.activeElement)) {
  if (isOpen(m)) m.panel.hidePopover();
  if (refocus) m.button.focus();
}

/** Places the panel under its button where CSS anchor positioning is missing (the popover sits in the top layer). */
function place(m: Menu) {
  if (CSS.supports('anchor-name: --a')) return;
  const r = m.button.getBoundingClientRect();
  m.panel.style.top = `${r.bottom + 8}px`;
  if (m.root.dataset.menu === 'grid') m.panel.style.left = `${r.left}px`;
  else m.panel.style.right = `${document.documentElement.clientWidth - r.right}px`;
}

/** Columns of a grid menu as laid out (items that share the first item's top edge). */
function columnsOf(items: HTMLElement[]) {
  const top = items[0]?.getBoundingClientRect().top;
  const n = items.filter((el) => el.getBoundingClientRect().top === top).length;
  return Math.max(1, n);
}

/** Arrow keys move in their direction through a grid laid out row by row; Home/End; type-ahead (resets after 1 s). */
export function moveInGrid(key: string, items: HTMLElement[], index: number, columns: number): number | null {
  const n = items.length;
  const rows = Math.ceil(n / columns);
  const col = index % columns;
  const row = Math.floor(index / columns);
  const at = (r: number, c: number) => Math.min(r * columns + c, n - 1);
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % n;
    case 'ArrowLeft':
      return (index - 1 + n) % n;
    case 'ArrowDown': {
      const next = index + columns;
      return next < n ? next : col; // wraps to the top of the same column
    }
    case 'ArrowUp': {
      if (row > 0) return index - columns;
      const last = (rows - 1) * columns + col;
      return last < n ? last : at(rows - 2, col); // wraps to the bottom of the same column
    }
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
    default:
      return null;
  }
}

function wireMenu(m: Menu) {
  const { root, button, panel } = m;
  const typeahead = createTypeahead(1000);
  let timer = 0;
  let openedByHover = false;
  const sync = () => button.setAttribute('aria-expanded', String(isOpen(m)));
  sync();
  panel.addEventListener('toggle', () => {
    if (!isOpen(m)) openedByHover = false;
    else place(m);
    sync();
  });

  button.addEventListener('click', (e) => {
    window.clearTimeout(timer);
    // A click on a menu that hover just opened pins it open instead of closing it under the pointer.
    if (openedByHover && isOpen(m)) {
      e.preventDefault();
      openedByHover = false;
    }
  });

  if (root.dataset.menu === 'grid') {
    root.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse') return;
      window.clearTimeout(timer);
      if (!isOpen(m))
        timer = window.setTimeout(() => {
          openedByHover = true;
          panel.showPopover();
        }, HOVER_OPEN_MS);
    });
    root.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse') return;
      window.clearTimeout(timer);
      if (openedByHover) timer = window.setTimeout(() => closeMenu(m, false), HOVER_GRACE_MS);
    });
  }

  root.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const items = itemsOf(m);
    if (!items.length) return;
    if (e.target === button) {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      if (!isOpen(m)) panel.showPopover();
      items[e.key === 'ArrowDown' ? 0 : items.length - 1]?.focus();
      return;
    }
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    let next = moveInGrid(e.key, items, index, root.dataset.menu === 'grid' ? columnsOf(items) : 1);
    if (next === null && e.key.length === 1 && /\S/.test(e.key)) {
      next = typeahead(
        e.key,
        items.map((el) => el.textContent?.trim() ?? ''),
        index,
      );
    }
    if (next === null) return;
    e.preventDefault();
    items[next]?.focus();
  });

  // Menus close when focus leaves them (to somewhere else on the page).
  root.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (isOpen(m) && to && !root.contains(to)) closeMenu(m, false);
  });
  // Choosing an item closes the menu (the page may not navigate, e.g. the current page).
  panel.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href]')) closeMenu(m, false);
  });
}

/** Header menus (a button with a popover): hover intent, Escape, focus-out, arrows and type-ahead on top of light dismiss. */
export function initMenus() {
  for (const root of document.querySelectorAll<HTMLElement>('.site-header [data-menu]')) {
    const button = root.querySelector<HTMLButtonElement>('button[popovertarget]');
    const panel = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!button || !panel || !('showPopover' in panel)) continue;
    const m = { root, button, panel };
    menus.push(m);
    wireMenu(m);
  }
  // Capture phase, so one Escape closes only the innermost thing: an open header menu wins over the chat panel.
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape') return;
      const open = menus.filter(isOpen);
      if (!open.length) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      for (const m of open) closeMenu(m);
    },
    true,
  );
}
