import type { ComponentType } from 'react';
import type { IslandName } from '../islands/names';

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
    <div data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
