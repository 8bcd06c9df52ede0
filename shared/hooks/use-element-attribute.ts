import { useLayoutEffect } from 'react';

/** Writes `value` as attribute `name` of `element` (null removes it). */
function writeAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Renders `value` as attribute `name` of a server element the component does not render (its root
 * control, an item it acts on; null: the attribute removed), nothing while `element` is null. The
 * element gets the attribute back as it was when it stops being the one (a change of element or
 * name, unmount). A layout effect: it shows in the frame of the render, and by the time the root is
 * marked mounted.
 */
export function useElementAttribute(element: Element | null | undefined, name: string, value: string | null): void {
  useLayoutEffect(() => {
    if (!element) return;
    const written = element.getAttribute(name);
    writeAttribute(element, name, value);
    return () => writeAttribute(element, name, written);
  }, [element, name, value]);
}
