import { useCallback, useSyncExternalStore } from 'react';

/** The scroll listener's options: a passive listener never holds a scroll up. */
const SCROLL_LISTENER: AddEventListenerOptions = { passive: true };

/**
 * Whether the page is scrolled down more than `px` CSS pixels (`window.scrollY > px`, as
 * DOCUMENT_SCROLLED_PX and BREADCRUMB_FIXED_PX are meant), from the first render on (a reload
 * restores the scroll position) and re-rendering only when the answer changes.
 */
export function useScrolledPast(px: number): boolean {
  const subscribe = useCallback((onScroll: () => void) => {
    window.addEventListener('scroll', onScroll, SCROLL_LISTENER);
    return () => window.removeEventListener('scroll', onScroll, SCROLL_LISTENER);
  }, []);
  return useSyncExternalStore(subscribe, () => window.scrollY > px);
}
