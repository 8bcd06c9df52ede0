import { useState } from 'react';

/**
 * The first element of the server markup under `root` that matches `selector` (null: none, or no
 * root), found once when the component mounts: the template's parts do not come and go, and a
 * lookup on every render would cost a query per state change. A part that does come and go is
 * state, not this.
 */
export function useServerElement<T extends Element = HTMLElement>(root: ParentNode | null | undefined, selector: string): T | null {
  const [element] = useState(() => root?.querySelector<T>(selector) ?? null);
  return element;
}
