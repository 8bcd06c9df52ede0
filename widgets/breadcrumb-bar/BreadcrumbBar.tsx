import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { BREADCRUMB_FIXED_PX, TABLET_MAX_WIDTH_PX } from '../../shared/constants.ts';
import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';
import { useMediaQuery } from '../../shared/hooks/use-media-query.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { BreadcrumbFix } from './attach-breadcrumb-bar.tsx';
import type { BreadcrumbBarOptions } from './breadcrumb-bar-options.ts';
import { useBreadcrumbBar } from './find-breadcrumb-bar.ts';

/** The screens where the bar is fixed once scrolled: tablets and phones. */
const TABLET_QUERY = `(max-width: ${TABLET_MAX_WIDTH_PX}px)`;

/** Passive: a scroll never waits for the listener that only loads code. */
const PASSIVE = { passive: true } as const;

/**
 * `data-widget="breadcrumb-bar"` on the body or on the bar. State: whether the screen is a
 * tablet's or a phone's (useMediaQuery), whether the bar's code is wanted, and that code once
 * loaded (BreadcrumbFix, attach-breadcrumb-bar.tsx), which it renders with the breakpoint's answer.
 * Finds the bar at once (a page without one is a markup error, reported when mounting), but wants
 * the code only up to TABLET_MAX_WIDTH_PX, and only once it has something to do: on the first
 * scroll or resize there, or at once when the page is already scrolled past BREADCRUMB_FIXED_PX (a
 * reload mid-page). Wider screens never fix the bar, so desktops never download that code and
 * listen to nothing. Until it loads, nothing publishes the bar's height: a jump to a section as the
 * very first scroll uses the CSS fallback for it (profile.css: one line of breadcrumb).
 */
export function BreadcrumbBar({ root, context }: WidgetProps<BreadcrumbBarOptions>) {
  const bar = useBreadcrumbBar(root);
  const tablet = useMediaQuery(TABLET_QUERY);
  const [wanted, setWanted] = useState(false);
  const [Fix, setFix] = useState<typeof BreadcrumbFix>();
  const runLazy = useLazyAction(context);

  // One load for the life of the widget: the code follows the breakpoint from then on.
  const want = () => {
    setWanted(true);
    runLazy({
      load: () => import('./attach-breadcrumb-bar.tsx'),
      // Rendered in the task the code arrives: it applies the page's scroll position at once.
      act: (part) => flushSync(() => setFix(() => part.BreadcrumbFix)),
      phase: 'loading its code for this screen size',
    });
  };
  const waiting = tablet && !wanted;
  // A layout effect: a reload mid-page wants the code as the root is marked mounted.
  useLayoutEffect(() => {
    if (waiting && window.scrollY > BREADCRUMB_FIXED_PX) want();
  }, [waiting]);
  // The query is read again: a window widened past it gets its resize event before the query's
  // change. Rendered at once: the listeners go before another event comes. A scroll, or a resize
  // (it may cross the breakpoint or wrap the bar): the first the bar's code must answer.
  const onUse = () => {
    if (matchMedia(TABLET_QUERY).matches) flushSync(want);
  };
  useEventListeners(waiting ? window : null, { scroll: onUse, resize: onUse }, PASSIVE);

  return Fix ? <Fix bar={bar} tablet={tablet} context={context} /> : null;
}
