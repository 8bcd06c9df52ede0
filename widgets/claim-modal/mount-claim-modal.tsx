import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { ClaimModal } from './ClaimModal.tsx';

/** Renders the claim modal `id` into the widget's root, opened from `trigger`; returns the unmount function. */
export function mountModal(
  element: HTMLElement,
  id: string,
  _options: unknown,
  trigger: HTMLButtonElement,
  context: WidgetContext,
): () => void {
  return renderWidget(element, <ClaimModal id={id} openedBy={trigger} context={context} />, context);
}
