import { TABLET_MAX_WIDTH_PX } from '../../shared/constants.ts';
import { mountWhenMediaMatches } from '../../shared/page/mount-when-media-matches.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { BreadcrumbBarOptions } from './breadcrumb-bar-options.ts';
import { findBreadcrumbBar } from './find-breadcrumb-bar.ts';

/**
 * Finds the bar at once (a page without one is a markup error, reported when mounting), but loads
 * the code that fixes it only the first time the screen is TABLET_MAX_WIDTH_PX or narrower: wider
 * screens never fix the bar, so desktops never download that code. Returns the undo function.
 */
export function startBreadcrumbBar(element: HTMLElement, _options: BreadcrumbBarOptions, context: WidgetContext): () => void {
  const bar = findBreadcrumbBar(element);
  return mountWhenMediaMatches(
    `(max-width: ${TABLET_MAX_WIDTH_PX}px)`,
    () => import('./mount-breadcrumb-bar.ts').then(({ mountBreadcrumbBar }) => () => mountBreadcrumbBar(bar, context)),
    context,
  );
}
