import { trackEvent } from '../../shared/analytics/track-event.ts';
import { MOBILE_MAX_WIDTH_PX, MOBILE_NAV_SCROLL_IDLE_MS } from '../../shared/constants.ts';
import type { NavTarget } from './nav-targets.ts';
import { scrollToSection, type FocusableSections } from './scroll-to-section.ts';
import type { SectionMarker } from './section-marker.ts';

/**
 * The sections nav's taps, a chunk of its own loaded on a screen MOBILE_MAX_WIDTH_PX or narrower at
 * the first sign of a tap (see attach-mobile-nav.ts). On such screens a tap (or Enter)
 * scrolls to the section, moves focus to it and marks it; wider (the window may widen later), the
 * links are plain anchors. Returns the undo. The end-to-end tests find this chunk by the file's name.
 */
export function attachSectionTaps(nav: HTMLElement, targets: readonly NavTarget[], marker: SectionMarker): () => void {
  const mobile = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const madeFocusable: FocusableSections = new Set();
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  // After a tap, the page scrolls through other sections: keep the tapped one marked until it rests.
  function holdMarking(): void {
    clearTimeout(holdTimer);
    marker.held = true;
    holdTimer = setTimeout(() => {
      holdTimer = undefined;
      marker.held = false;
    }, MOBILE_NAV_SCROLL_IDLE_MS);
  }
  const onScroll = () => {
    if (holdTimer !== undefined) holdMarking();
  };

  const onClick = (event: MouseEvent) => {
    if (!mobile.matches || event.defaultPrevented || event.button !== 0) return;
    // Modified clicks keep their browser meaning (new tab, new window).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a');
    const target = targets.find((candidate) => candidate.link === link);
    if (!target) return;
    event.preventDefault();
    holdMarking();
    marker.mark(target);
    scrollToSection(target.section, madeFocusable);
    trackEvent({ category: 'mobile-nav', action: 'tap', label: target.id });
  };

  nav.addEventListener('click', onClick);
  window.addEventListener('scroll', onScroll, { passive: true });

  return () => {
    nav.removeEventListener('click', onClick);
    window.removeEventListener('scroll', onScroll);
    clearTimeout(holdTimer);
    marker.held = false;
    for (const section of madeFocusable) section.removeAttribute('tabindex');
  };
}
