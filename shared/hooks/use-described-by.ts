import { useLayoutEffect } from 'react';
import { withToken, withoutToken } from '../text/token-list.ts';
import { writeAttribute } from '../dom/write-attribute.ts';

/** Adds or removes `id` in `element`'s `aria-describedby`, keeping the other ids in it. */
function describe(element: Element, id: string, on: boolean): void {
  writeAttribute(element, 'aria-describedby', (on ? withToken : withoutToken)(element.getAttribute('aria-describedby'), id) || null);
}

/**
 * Names `id` in a server element's `aria-describedby` while `on`, as one token of the list the
 * template and other components share (theirs stay, in any order of mounting and unmounting); an
 * id the template printed there stays too.
 */
export function useDescribedBy(element: Element | null | undefined, id: string | null | undefined, on = true): void {
  useLayoutEffect(() => {
    if (!element || !id || !on) return;
    const printed = withToken(element.getAttribute('aria-describedby'), id) === element.getAttribute('aria-describedby');
    describe(element, id, true);
    return () => {
      if (!printed) describe(element, id, false);
    };
  }, [element, id, on]);
}
