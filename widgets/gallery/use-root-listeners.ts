import { useLayoutEffect } from 'react';

/** Handlers by event type, as `useRootListeners` attaches them. */
export type RootListeners = { readonly [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

/**
 * Listens on the server's `root` with this render's handlers, attached again after each render:
 * the gallery renders only when its opening changes, so this costs less than the shared
 * useEventListener's latest-handler ref in the chunk /profile.html loads before interaction. A
 * layout effect, so that they work by the time the runtime marks the root mounted.
 */
export function useRootListeners(root: HTMLElement, listeners: RootListeners): void {
  useLayoutEffect(() => {
    const entries = Object.entries(listeners) as [string, EventListener][];
    for (const [type, listener] of entries) root.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of entries) root.removeEventListener(type, listener);
    };
  });
}
