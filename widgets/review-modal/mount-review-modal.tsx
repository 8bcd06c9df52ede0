import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { ReviewModal } from './ReviewModal.tsx';

/** Renders the review view `modalId` into the widget's root, opened from `trigger`; returns the unmount function. */
export function mountModal(
  element: HTMLElement,
  modalId: string,
  _options: unknown,
  trigger: HTMLButtonElement,
  context: WidgetContext,
): () => void {
  return renderWidget(element, <ReviewModal modalId={modalId} openedBy={trigger} context={context} />, context);
}
