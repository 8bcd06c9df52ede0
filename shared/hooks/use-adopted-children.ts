import { useLayoutEffect, useState } from 'react';
import { useLatest } from './use-latest.ts';

/**
 * Makes the children of a server element the component's, rendered into it through a portal: the
 * server's own children leave in the commit that renders the portal's (nothing is painted in
 * between), and on unmount the nodes `leave()` returns go in first, before React removes its own,
 * so that the element is never left empty (a select keeps plain options, as a page without the
 * widget has them). Returns the server's children as found at mount (null element: none).
 */
export function useAdoptedChildren(element: Element | null | undefined, leave: () => readonly Node[]): readonly ChildNode[] {
  const [server] = useState(() => (element ? Array.from(element.childNodes) : []));
  const latest = useLatest(leave);
  useLayoutEffect(() => {
    if (!element) return;
    for (const node of server) if (node.parentNode === element) node.remove();
    return () => element.prepend(...latest.current());
  }, [element]);
  return server;
}
