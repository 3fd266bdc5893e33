import type { ComponentType } from 'react';
import type { IslandName } from '../islands/names';
import { clientAssets } from '../server/assets';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** When the island's code loads and hydrates; see src/client/islands.ts. */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * Renders an interactive component on the server inside a marker that the client scheduler hydrates when `hydrate`
 * says. Props travel as JSON in a data attribute, so no inline script is needed (CSP stays strict). Islands that
 * hydrate on load or when idle get modulepreload hints for their chunks (React included).
 */
export function Island<P extends { [key: string]: Json | undefined }>({
  name,
  component: Component,
  props,
  hydrate,
  also,
  loadingLabel,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate: HydrateStrategy;
  /** interaction: clicks on elements matching this selector anywhere on the page also wake the island (and are replayed). */
  also?: string;
  /** Announced when the island's code takes a moment to arrive after the visitor asked for it. */
  loadingLabel?: string;
}) {
  const preload = hydrate === 'load' || hydrate === 'idle' ? (clientAssets.islands[name] ?? []) : [];
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <div
        data-island={name}
        data-hydrate={hydrate}
        data-also={also}
        data-loading-label={loadingLabel}
        data-props={JSON.stringify(props)}
        className="island"
      >
        <Component {...props} />
      </div>
    </>
  );
}
