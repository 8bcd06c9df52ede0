import { useLayoutEffect } from 'react';
import { writeAttribute } from '../dom/write-attribute.ts';
import { withToken, withoutToken } from '../text/token-list.ts';

const listOf = (element: Element) => element.getAttribute('aria-describedby');

/** Adds or removes `id` in `element`'s `aria-describedby`, keeping the other ids in it. */
function describe(element: Element, id: string, on: boolean): void {
  writeAttribute(element, 'aria-describedby', (on ? withToken : withoutToken)(listOf(element), id) || null);
}

/**
 * Names `id` in a server element's `aria-describedby` while `on` and leaves it out while not (an
 * id the template printed for a state that does not hold), as one token of the list the template
 * and other components share: theirs stay, in any order of mounting and unmounting, and the token
 * is given back as found when `on` changes or the component unmounts.
 */
export function useDescribedBy(element: Element | null | undefined, id: string | null | undefined, on = true): void {
  useLayoutEffect(() => {
    if (!element || !id) return;
    const found = (listOf(element) ?? '').split(/\s+/).includes(id);
    describe(element, id, on);
    return () => describe(element, id, found);
  }, [element, id, on]);
}
