import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Scrolling is listened to passively: the check never holds a scroll up. */
const SCROLL_LISTENER: AddEventListenerOptions = { passive: true };

/**
 * Whether the page is scrolled down more than `px` CSS pixels (`window.scrollY > px`), from the
 * first render on (a reload restores the scroll position), checked at most once per animation
 * frame however many scroll events arrive. The frame's answer is rendered at once (flushSync):
 * React 19 would render an update from a frame callback in a later task, after this frame painted.
 * Local to page-state until the shared useScrolledPast (shared/hooks, issue 18) checks once per frame.
 */
export function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > px);
  // A layout effect: the listener is there by the time the root is marked mounted.
  useLayoutEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      flushSync(() => setScrolled(window.scrollY > px));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, SCROLL_LISTENER);
    return () => {
      window.removeEventListener('scroll', onScroll, SCROLL_LISTENER);
      cancelAnimationFrame(frame);
    };
  }, [px]);
  return scrolled;
}
