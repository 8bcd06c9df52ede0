import { useLayoutEffect } from 'react';

/** Marks the server's `element` `aria-busy="true"` while it is given, and takes the mark off when it no longer is. */
export function useAriaBusy(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!element) return;
    element.setAttribute('aria-busy', 'true');
    return () => element.removeAttribute('aria-busy');
  }, [element]);
}
