import { MOBILE_MAX_WIDTH_PX, MOBILE_NAV_CURRENT_LINE } from '../../shared/constants.ts';
import { mountOnFirstUse } from '../../shared/page/mount-on-first-use.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { inPageOrder, readNavTargets } from './nav-targets.ts';
import { createSectionMarker } from './section-marker.ts';

/** A finger landing on the nav, or focus entering it (Tab): the first signs that a tap or an Enter is coming. */
const TAP_INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

/**
 * The profile's sections nav. This is page navigation, not an APG tabs widget: every section stays
 * visible and the links only move the reading position, so it stays a `nav` of links, with
 * `aria-current="location"` on the current one, rather than `role="tab"` (which would promise
 * panels that show and hide, and arrow-key focus handling).
 *
 * At every width the link of the section crossing the MOBILE_NAV_CURRENT_LINE of the viewport is
 * marked while the page scrolls. On screens up to MOBILE_MAX_WIDTH_PX a tap (or Enter) scrolls to
 * the section, moves focus to it and marks it; that code (attach-section-taps.ts) loads on such a
 * screen at the first sign that a tap is coming (TAP_INTENT_EVENTS), so desktops never download it
 * and phones only when the nav is used. A tap that comes before the code is a plain anchor jump,
 * which profile.css's `scroll-margin-top` keeps below the breadcrumb bar. Returns the undo.
 */
export function attachMobileNav(nav: HTMLElement, context: WidgetContext): () => void {
  const targets = readNavTargets(nav);
  const pageOrder = inPageOrder(targets);
  const marker = createSectionMarker(targets, context);
  const crossing = new Set<Element>();

  const linePercent = MOBILE_NAV_CURRENT_LINE * 100;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) crossing.add(entry.target);
        else crossing.delete(entry.target);
      }
      if (marker.held) return;
      const first = pageOrder.find(({ section }) => crossing.has(section));
      if (first) marker.mark(first);
    },
    // A root of zero height at the line: a section intersects it exactly while it crosses the line.
    { rootMargin: `-${linePercent}% 0px -${100 - linePercent}% 0px` },
  );
  for (const { section } of targets) observer.observe(section);

  const stopTaps = mountOnFirstUse(
    {
      query: `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`,
      target: nav,
      events: TAP_INTENT_EVENTS,
      load: () => import('./attach-section-taps.ts').then(({ attachSectionTaps }) => () => attachSectionTaps(nav, targets, marker)),
    },
    context,
  );

  return () => {
    stopTaps();
    observer.disconnect();
    marker.restore();
  };
}
