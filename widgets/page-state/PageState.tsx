import { useLayoutEffect, useRef } from 'react';
import { DOCUMENT_SCROLLED_PX } from '../../shared/constants.ts';
import { bodyClasses, hasBodyClass } from '../../shared/page/body-classes.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { PageStateOptions } from './page-state-options.ts';
import { useBodyClass } from './use-body-class.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** What the page-state widget dispatches as `widgets:page-state:change`. */
export interface PageStateChangeDetail {
  /** Whether the page is scrolled over DOCUMENT_SCROLLED_PX, i.e. the body has `document-scrolled`. */
  readonly documentScrolled: boolean;
}

/**
 * `data-widget="page-state"` (on the body), headless: the body has `document-scrolled` while the
 * page is scrolled over DOCUMENT_SCROLLED_PX (spec §4), and each change of the class, the first
 * one at mount included, is announced as `widgets:page-state:change`. Unmounting takes the class off.
 */
export function PageState({ context }: WidgetProps<PageStateOptions>): null {
  const documentScrolled = useScrolledPast(DOCUMENT_SCROLLED_PX);
  useBodyClass(bodyClasses.documentScrolled, documentScrolled);
  // What the body showed before this render's state: the template's class, then each change.
  const shown = useRef<boolean | null>(null);
  shown.current ??= hasBodyClass(bodyClasses.documentScrolled);
  useLayoutEffect(() => {
    if (shown.current === documentScrolled) return;
    shown.current = documentScrolled;
    context.dispatch('change', { documentScrolled } satisfies PageStateChangeDetail);
  }, [documentScrolled, context]);
  return null;
}
