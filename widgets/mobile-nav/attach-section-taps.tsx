import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { MOBILE_MAX_WIDTH_PX, MOBILE_NAV_SCROLL_IDLE_MS } from '../../shared/constants.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import type { NavTarget } from './nav-targets.ts';
import { scrollToSection } from './scroll-to-section.ts';

/** Props of `<SectionTaps>`: the nav, its targets, and the nav's marking (MobileNav). */
export interface SectionTapsProps {
  readonly nav: HTMLElement;
  readonly targets: readonly NavTarget[];
  /** Makes `target` the current section (and announces it), unless it already is. */
  readonly mark: (target: NavTarget) => void;
  /** While true, scrolling leaves the mark alone. */
  readonly held: RefObject<boolean>;
}

/**
 * A section made focusable from script only (`tabindex="-1"`: never a Tab stop) while mounted,
 * so that a tap can move focus to it; the attribute leaves on unmount.
 */
function ScriptFocusable({ section }: { readonly section: HTMLElement }): null {
  useAttribute(section, 'tabindex', '-1');
  return null;
}

/**
 * The sections nav's taps, a part of its own loaded on a phone's screen at the first sign of a tap
 * (MobileNav). While the screen is MOBILE_MAX_WIDTH_PX wide or less (read at each click: the window may widen
 * later), a tap (or Enter) scrolls to the section, moves focus to it and marks it, and the mark
 * stays on it until the page rests; wider, the links are plain anchors. Unmounting takes away the
 * tabindex it gave sections (ScriptFocusable). The file keeps its name: the end-to-end tests find its chunk by it.
 */
export function SectionTaps({ nav, targets, mark, held }: SectionTapsProps) {
  // The tapped sections that had no tabindex of their own, in the order they were tapped.
  const [madeFocusable, setMadeFocusable] = useState<readonly HTMLElement[]>([]);
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // After a tap, the page scrolls through other sections: keep the tapped one marked until it rests.
  const holdMarking = () => {
    clearTimeout(holdTimer.current);
    held.current = true;
    holdTimer.current = setTimeout(() => {
      holdTimer.current = undefined;
      held.current = false;
    }, MOBILE_NAV_SCROLL_IDLE_MS);
  };

  useEventListener(window, 'scroll', () => {
    if (holdTimer.current !== undefined) holdMarking();
  }, { passive: true });

  useEventListener(nav, 'click', (event) => {
    // Not imported from MobileNav: that would put the two chunks' code in a third one.
    if (!window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches || event.defaultPrevented || event.button !== 0) return;
    // Modified clicks keep their browser meaning (new tab, new window).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a');
    const target = targets.find((candidate) => candidate.link === link);
    if (!target) return;
    event.preventDefault();
    holdMarking();
    mark(target);
    const { section } = target;
    // Rendered at once: the section takes focus right after.
    if (!section.hasAttribute('tabindex')) flushSync(() => setMadeFocusable((sections) => [...sections, section]));
    scrollToSection(section);
    trackEvent({ category: 'mobile-nav', action: 'tap', label: target.id });
  });

  useLayoutEffect(
    () => () => {
      clearTimeout(holdTimer.current);
      held.current = false;
    },
    [held],
  );
  return (
    <>
      {madeFocusable.map((section, index) => (
        <ScriptFocusable key={index} section={section} />
      ))}
    </>
  );
}
