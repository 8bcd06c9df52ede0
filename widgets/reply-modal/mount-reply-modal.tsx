import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { ReplyOptions } from './reply-options.ts';
import { ReplyModal } from './ReplyModal.tsx';

/** Renders the reply modal `modalId` into the widget's root, opened from `trigger`; returns the unmount function. */
export function mountModal(
  element: HTMLElement,
  modalId: string,
  options: ReplyOptions,
  trigger: HTMLButtonElement,
  context: WidgetContext,
): () => void {
  return renderWidget(element, <ReplyModal modalId={modalId} openedBy={trigger} dancerId={options.dancerId} context={context} />, context);
}
