import { useLayoutEffect } from 'react';

/**
 * Listens for `type` on `target` with the handler of the latest render, from the commit of each
 * render to the next (this component renders only when its busy state changes), and not after
 * unmount. Attached in a layout effect, so it works by the time the runtime marks the root mounted
 * (Preact runs plain effects only after the next frame). Local to price-quick-filter until the
 * shared useEventListener (shared/hooks, issue 18) replaces it.
 */
export function useEventListener<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): void {
  useLayoutEffect(() => {
    target.addEventListener(type, handler);
    return () => target.removeEventListener(type, handler);
  });
}
