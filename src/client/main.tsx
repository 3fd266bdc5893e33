import './styles.css';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR, ISLAND_KEY, PROPS_KEY } from '../lib/islands';

// Each island is its own chunk, fetched only when its marker is on the page.
const modules = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('../islands/[A-Z]*.tsx');

async function hydrateIsland(el: HTMLElement) {
  const name = el.dataset[ISLAND_KEY];
  const load = modules[`../islands/${name}.tsx`];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: Component } = await load();
  const props = JSON.parse(el.dataset[PROPS_KEY] ?? '{}') as Record<string, unknown>;
  hydrateRoot(el, createElement(Component, props));
}

const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)].map(hydrateIsland);
// Marks the page interactive once every island has committed (tests and tooling wait for it).
void Promise.allSettled(islands).then(() =>
  requestAnimationFrame(() => setTimeout(() => (document.documentElement.dataset.hydrated = 'true'))),
);
