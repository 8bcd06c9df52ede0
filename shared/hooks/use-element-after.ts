import { useLayoutEffect, useState } from 'react';

/**
 * An element of `tag` with `attributes` (set once), placed right after the server element
 * `anchor` while mounted and removed on unmount (null without an anchor): the container of a
 * portal that renders next to server markup the component does not own (a status line after a
 * select). Made at the first render and placed in a layout effect, so a live region is in the page
 * before the text it announces is rendered into it.
 */
export function useElementAfter(anchor: Element | null | undefined, tag: string, attributes: Readonly<Record<string, string>>): HTMLElement | null {
  const [element] = useState(() => {
    if (!anchor) return null;
    const created = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
    return created;
  });
  useLayoutEffect(() => {
    if (!element) return;
    anchor?.after(element);
    return () => element.remove();
  }, [element]);
  return element;
}
