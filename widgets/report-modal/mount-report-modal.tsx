import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { ReportOptions } from './report-options.ts';
import { ReportModal } from './ReportModal.tsx';

/** Renders the report modal `modalId` into the widget's root, opened from `trigger`; returns the unmount function. */
export function mountModal(
  element: HTMLElement,
  modalId: string,
  options: ReportOptions,
  trigger: HTMLButtonElement,
  context: WidgetContext,
): () => void {
  return renderWidget(element, <ReportModal modalId={modalId} openedBy={trigger} dancerId={options.dancerId} context={context} />, context);
}
