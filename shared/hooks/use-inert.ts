import { useLayoutEffect } from 'react';

/**
 * Holds `inert` on each of `elements` while `on` (the page behind a modal dialog: neither focus,
 * a pointer nor assistive technology reaches it), leaving alone those that were inert already,
 * and takes it off those it set when `on` turns false or the component unmounts. A layout effect:
 * the page is inert in the frame the dialog shows in. `elements` is compared by identity: keep it
 * in state.
 */
export function useInert(elements: readonly Element[], on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    const changed = elements.filter((element) => !element.hasAttribute('inert'));
    for (const element of changed) element.setAttribute('inert', '');
    return () => {
      for (const element of changed) element.removeAttribute('inert');
    };
  }, [elements, on]);
}
