import type { ComponentType } from 'react';
import { ISLAND_ATTR, PROPS_ATTR, type IslandName } from '../lib/islands';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Renders an interactive component on the server inside a marker that the client entry hydrates.
 * Props travel as JSON in a data attribute, so no inline script is needed (CSP stays strict).
 */
export function Island<P extends { [key: string]: Json | undefined }>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div {...{ [ISLAND_ATTR]: name, [PROPS_ATTR]: JSON.stringify(props) }} className="island">
      <Component {...props} />
    </div>
  );
}
