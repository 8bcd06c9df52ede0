import { BREADCRUMB_FIXED_PX, TABLET_MAX_WIDTH_PX } from '../../shared/constants.ts';
import { mountOnFirstUse } from '../../shared/page/mount-on-first-use.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { BreadcrumbBarOptions } from './breadcrumb-bar-options.ts';
import { findBreadcrumbBar } from './find-breadcrumb-bar.ts';

/** A scroll, or a resize (it may cross the breakpoint or wrap the bar): the first the bar's code must answer. */
const FIRST_USE_EVENTS = ['scroll', 'resize'] as const;

/**
 * Finds the bar at once (a page without one is a markup error, reported when mounting), but loads
 * the code that fixes it (attach-breadcrumb-bar.ts) only on screens up to TABLET_MAX_WIDTH_PX, and
 * only once it has something to do: on the first scroll or resize there, or at once when the page
 * is already scrolled past BREADCRUMB_FIXED_PX (a reload mid-page); that code then applies the
 * scroll position at once. Wider screens never fix the bar, so desktops never download that code.
 * Until it loads, nothing publishes the bar's height: a jump to a section as the very first scroll
 * uses the CSS fallback for it (profile.css: one line of breadcrumb). Returns the undo function.
 */
export function startBreadcrumbBar(element: HTMLElement, _options: BreadcrumbBarOptions, context: WidgetContext): () => void {
  const bar = findBreadcrumbBar(element);
  return mountOnFirstUse(
    {
      query: `(max-width: ${TABLET_MAX_WIDTH_PX}px)`,
      target: window,
      events: FIRST_USE_EVENTS,
      neededNow: () => window.scrollY > BREADCRUMB_FIXED_PX,
      load: () => import('./attach-breadcrumb-bar.ts').then(({ attachBreadcrumbBar }) => () => attachBreadcrumbBar(bar, context)),
    },
    context,
  );
}
