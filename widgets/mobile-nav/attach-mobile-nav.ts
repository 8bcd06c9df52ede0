import { trackEvent } from '../../shared/analytics/track-event.ts';
import { MOBILE_MAX_WIDTH_PX, MOBILE_NAV_CURRENT_LINE, MOBILE_NAV_SCROLL_IDLE_MS } from '../../shared/constants.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { inPageOrder, readNavTargets, type NavTarget } from './nav-targets.ts';
import { scrollToSection, type FocusableSections } from './scroll-to-section.ts';

/** Bootstrap's class for the current nav link, set together with `aria-current`. */
const ACTIVE_CLASS = 'active';
/** `location`: the link points to the part of this page the visitor is at (not a tab, nothing is hidden). */
const CURRENT_VALUE = 'location';

/** What the mobile nav dispatches as `widgets:mobile-nav:change`. */
export interface MobileNavChangeDetail {
  /** The id of the section now current. */
  readonly section: string;
}

/**
 * The profile's sections nav. This is page navigation, not an APG tabs widget: every section stays
 * visible and the links only move the reading position, so it stays a `nav` of links, with
 * `aria-current="location"` on the current one, rather than `role="tab"` (which would promise
 * panels that show and hide, and arrow-key focus handling).
 *
 * On screens up to MOBILE_MAX_WIDTH_PX a tap (or Enter) scrolls to the section, moves focus to it
 * and marks it; wider, the links are plain anchors. At every width the link of the section crossing
 * the MOBILE_NAV_CURRENT_LINE of the viewport is marked while the page scrolls. Returns the undo.
 */
export function attachMobileNav(nav: HTMLElement, context: WidgetContext): () => void {
  const targets = readNavTargets(nav);
  const pageOrder = inPageOrder(targets);
  const mobile = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  // The links' marks as the server rendered them, put back exactly on unmount.
  const serverMarks = targets.flatMap(({ link }) =>
    ['aria-current', 'class'].map((name) => ({ link, name, value: link.getAttribute(name) })),
  );
  const madeFocusable: FocusableSections = new Set();
  const crossing = new Set<Element>();
  let current: NavTarget | undefined = targets.find(({ link }) => link.getAttribute('aria-current') === CURRENT_VALUE);
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  function mark(target: NavTarget): void {
    if (target === current) return;
    for (const { link } of targets) {
      link.removeAttribute('aria-current');
      link.classList.remove(ACTIVE_CLASS);
    }
    target.link.setAttribute('aria-current', CURRENT_VALUE);
    target.link.classList.add(ACTIVE_CLASS);
    current = target;
    context.dispatch('change', { section: target.id } satisfies MobileNavChangeDetail);
  }

  function markFromScroll(): void {
    if (holdTimer !== undefined) return;
    const first = pageOrder.find(({ section }) => crossing.has(section));
    if (first) mark(first);
  }

  // After a tap, the page scrolls through other sections: keep the tapped one marked until it rests.
  function holdMarking(): void {
    clearTimeout(holdTimer);
    holdTimer = setTimeout(() => {
      holdTimer = undefined;
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
    mark(target);
    scrollToSection(target.section, madeFocusable);
    trackEvent({ category: 'mobile-nav', action: 'tap', label: target.id });
  };

  const linePercent = MOBILE_NAV_CURRENT_LINE * 100;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) crossing.add(entry.target);
        else crossing.delete(entry.target);
      }
      markFromScroll();
    },
    // A root of zero height at the line: a section intersects it exactly while it crosses the line.
    { rootMargin: `-${linePercent}% 0px -${100 - linePercent}% 0px` },
  );
  for (const { section } of targets) observer.observe(section);
  nav.addEventListener('click', onClick);
  window.addEventListener('scroll', onScroll, { passive: true });

  return () => {
    nav.removeEventListener('click', onClick);
    window.removeEventListener('scroll', onScroll);
    observer.disconnect();
    clearTimeout(holdTimer);
    for (const { link, name, value } of serverMarks) {
      if (value === null) link.removeAttribute(name);
      else link.setAttribute(name, value);
    }
    for (const section of madeFocusable) section.removeAttribute('tabindex');
  };
}
