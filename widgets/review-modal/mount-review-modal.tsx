import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { ReviewModal } from './ReviewModal.tsx';

/** Renders the review view `modalId` into the widget's root, opened from `trigger`; returns the unmount function. */
export function mountReviewModal(element: HTMLElement, modalId: string, trigger: HTMLButtonElement, context: WidgetContext): () => void {
  return renderWidget(element, <ReviewModal modalId={modalId} openedBy={trigger} context={context} />, context);
}
