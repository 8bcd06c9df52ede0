import { useLayoutEffect, useRef } from 'react';

/**
 * Listens for `type` on `target` while the component is mounted, calling the handler of the latest
 * render; removed on unmount. Attached in a layout effect, so it works by the time the runtime marks
 * the root mounted (Preact runs plain effects only after the next frame). Local to
 * price-quick-filter until the shared useEventListener (shared/hooks, issue 18) replaces it.
 */
export function useEventListener<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    const listener = (event: HTMLElementEventMap[K]) => latest.current(event);
    target.addEventListener(type, listener);
    return () => target.removeEventListener(type, listener);
  }, [target, type]);
}
