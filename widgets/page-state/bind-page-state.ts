import { DOCUMENT_SCROLLED_PX } from '../../shared/constants.ts';
import { bodyClasses, setBodyClass } from '../../shared/page/body-classes.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';

/** What the page-state widget dispatches as `widgets:page-state:change`. */
export interface PageStateChangeDetail {
  /** Whether the page is scrolled over DOCUMENT_SCROLLED_PX, i.e. the body has `document-scrolled`. */
  readonly documentScrolled: boolean;
}

/**
 * Keeps the body's `document-scrolled` class while the page is scrolled over DOCUMENT_SCROLLED_PX
 * (spec §4), checked at most once per frame from a passive scroll listener, and announces each
 * change. Returns the undo function.
 */
export function bindPageState(context: WidgetContext): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const documentScrolled = window.scrollY > DOCUMENT_SCROLLED_PX;
    if (setBodyClass(bodyClasses.documentScrolled, documentScrolled)) {
      context.dispatch('change', { documentScrolled } satisfies PageStateChangeDetail);
    }
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(update);
  };
  // A reload restores the scroll position: the class is right from the start.
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}
