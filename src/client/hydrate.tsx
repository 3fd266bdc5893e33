import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_KEY, PROPS_KEY } from '../lib/islands';

// React and each island are separate chunks: this module is imported only when an island is first needed.
const modules = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('../islands/[A-Z]*.tsx');

/** Fetches an island's code (React included) without hydrating it: a warm-up on hover or focus. */
export async function loadIsland(name: string) {
  const load = modules[`../islands/${name}.tsx`];
  if (!load) throw new Error(`Unknown island "${name}"`);
  return (await load()).default;
}

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  // Parents' effects run after their children's, so the island's own listeners exist when this fires.
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** Hydrates the island in `el` from its JSON props; resolves once React has committed it. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const Component = await loadIsland(el.dataset[ISLAND_KEY] ?? '');
  const props = JSON.parse(el.dataset[PROPS_KEY] ?? '{}') as Record<string, unknown>;
  // From here the island's first render reads what is drawn (src/client/instant.ts stops changing it).
  el.dataset.hydrating = 'true';
  await new Promise<void>((resolve) => {
    hydrateRoot(el, createElement(Committed, { onCommit: resolve }, createElement(Component, props)));
  });
}
