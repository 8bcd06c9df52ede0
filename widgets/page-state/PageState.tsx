import { useLayoutEffect } from 'react';
import { DOCUMENT_SCROLLED_PX } from '../../shared/constants.ts';
import { bodyClasses, setBodyClass } from '../../shared/page/body-classes.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { PageStateOptions } from './page-state-options.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** What the page-state widget dispatches as `widgets:page-state:change`. */
export interface PageStateChangeDetail {
  /** Whether the page is scrolled over DOCUMENT_SCROLLED_PX, i.e. the body has `document-scrolled`. */
  readonly documentScrolled: boolean;
}

/**
 * `data-widget="page-state"` (on the body), headless: the body has `document-scrolled` while the
 * page is scrolled over DOCUMENT_SCROLLED_PX (spec §4), and each change of the class, the first
 * one at mount included, is announced as `widgets:page-state:change`. Unmounting stops watching and
 * leaves the class as it was, as the widget did before it was a component; the shared useBodyClass
 * (issue 18) will take it off with its last owner.
 */
export function PageState({ context }: WidgetProps<PageStateOptions>): null {
  const documentScrolled = useScrolledPast(DOCUMENT_SCROLLED_PX);
  // A layout effect: the page's CSS sees the class in the frame that rendered the state. Only a
  // change of the body's class is announced, the first one at mount (a template's class) included.
  useLayoutEffect(() => {
    if (setBodyClass(bodyClasses.documentScrolled, documentScrolled)) {
      context.dispatch('change', { documentScrolled } satisfies PageStateChangeDetail);
    }
  }, [documentScrolled, context]);
  return null;
}
