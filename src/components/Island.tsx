import { useContext, type ComponentType } from 'react';
import { ISLAND_ATTR, PROPS_ATTR, type HydrateStrategy, type IslandName } from '../lib/islands';
import { IslandChunks } from './island-chunks';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Renders an interactive component on the server inside a marker that the client scheduler hydrates when `hydrate`
 * says (src/client/islands.ts). Props travel as JSON in a data attribute, so no inline script is needed (CSP stays
 * strict). Islands that hydrate on load get modulepreload hints for their chunks (React included).
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
  const chunks = useContext(IslandChunks);
  const preload = hydrate === 'load' ? (chunks[name] ?? []) : [];
  // Islands that wait for first use list their chunks: the client fetches them when idle, without running them.
  const later = hydrate === 'load' ? undefined : chunks[name]?.join(' ') || undefined;
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <div
        {...{ [ISLAND_ATTR]: name, [PROPS_ATTR]: JSON.stringify(props) }}
        data-hydrate={hydrate}
        data-also={also}
        data-loading-label={loadingLabel}
        data-chunks={later}
        className="island"
      >
        <Component {...props} />
      </div>
    </>
  );
}
