import { useState } from 'react';

/**
 * Every element of the server markup under `root` that matches `selector`, in document order
 * (empty without a root), found once when the component mounts, as useServerElement finds one.
 */
export function useServerElements<T extends Element = HTMLElement>(root: ParentNode | null | undefined, selector: string): readonly T[] {
  const [elements] = useState(() => Array.from(root?.querySelectorAll<T>(selector) ?? []));
  return elements;
}
