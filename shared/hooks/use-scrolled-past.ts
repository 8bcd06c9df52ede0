import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The scroll listener's options: a passive listener never holds a scroll up. */
const SCROLL_LISTENER: AddEventListenerOptions = { passive: true };

/**
 * Whether the page is scrolled down more than `px` CSS pixels (`window.scrollY > px`, as
 * DOCUMENT_SCROLLED_PX and BREADCRUMB_FIXED_PX are meant), from the first render on (a reload
 * restores the scroll position), checked at most once per animation frame however many scroll
 * events arrive, and re-rendering only when the answer changes. The frame's answer is rendered at
 * once (flushSync), so that its effects (a body class) show in that frame on both builds: React 19
 * would render an update from a frame callback in a later task, after the frame painted.
 */
export function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > px);
  // A layout effect: the listener is there by the time the runtime marks the root mounted.
  useLayoutEffect(() => {
    let frame = 0;
    // The answer rendered last (this render's, then each change): React 19 would render once more
    // for a state set to its current value.
    let past = scrolled;
    const changed = () => {
      const now = window.scrollY > px;
      return now !== past && ((past = now), true);
    };
    const check = () => {
      frame = 0;
      if (changed()) flushSync(() => setScrolled(past));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    // Read again as the listener is added: a scroll between the render and now is not missed (nor
    // the answer for a new `px`). Rendered before the paint, as a layout effect's update is.
    if (changed()) setScrolled(past);
    window.addEventListener('scroll', onScroll, SCROLL_LISTENER);
    return () => {
      window.removeEventListener('scroll', onScroll, SCROLL_LISTENER);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);
  return scrolled;
}
