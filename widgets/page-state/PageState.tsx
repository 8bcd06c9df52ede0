import { useLayoutEffect, useRef } from 'react';
import { DOCUMENT_SCROLLED_PX } from '../../shared/constants.ts';
import { useBodyClass } from '../../shared/hooks/use-body-class.ts';
import { useScrolledPast } from '../../shared/hooks/use-scrolled-past.ts';
import { bodyClasses, hasBodyClass, setBodyClass } from '../../shared/page/body-classes.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { PageStateOptions } from './page-state-options.ts';

/** What the page-state widget dispatches as `widgets:page-state:change`. */
export interface PageStateChangeDetail {
  /** Whether the page is scrolled over DOCUMENT_SCROLLED_PX, i.e. the body has `document-scrolled`. */
  readonly documentScrolled: boolean;
}

const CLASS = bodyClasses.documentScrolled;

/**
 * `data-widget="page-state"` (on the body), headless: the body has `document-scrolled` while the
 * page is scrolled over DOCUMENT_SCROLLED_PX (spec §4), held through useBodyClass, so unmounting
 * takes it off; each change of the class, the first one at mount included, is announced as
 * `widgets:page-state:change`.
 */
export function PageState({ context }: WidgetProps<PageStateOptions>): null {
  const documentScrolled = useScrolledPast(DOCUMENT_SCROLLED_PX);
  useBodyClass(CLASS, documentScrolled);
  // What the body showed before this render's state: the template's class, then each change.
  const shown = useRef<boolean | null>(null);
  shown.current ??= hasBodyClass(CLASS);
  // After useBodyClass's effect, in the same commit: the class and its event come in one frame.
  useLayoutEffect(() => {
    // useBodyClass leaves a class the template printed; this one says the page is scrolled, and it is not.
    if (!documentScrolled) setBodyClass(CLASS, false);
    if (shown.current === documentScrolled) return;
    shown.current = documentScrolled;
    context.dispatch('change', { documentScrolled } satisfies PageStateChangeDetail);
  }, [documentScrolled, context]);
  return null;
}
