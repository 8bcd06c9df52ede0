import { useLayoutEffect } from 'react';
import { writeAttribute } from '../dom/write-attribute.ts';

/**
 * Holds attribute `name` of a server element at `value` while mounted (null: removed; undefined:
 * left to the markup and to others), giving back what it found when the value changes or the
 * component unmounts. A layout effect: the attribute is there when the root is marked mounted.
 */
export function useAttribute(element: Element | null | undefined, name: string, value: string | null | undefined): void {
  useLayoutEffect(() => {
    if (!element || value === undefined) return;
    const found = element.getAttribute(name);
    writeAttribute(element, name, value);
    return () => writeAttribute(element, name, found);
  }, [element, name, value]);
}
