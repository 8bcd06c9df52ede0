import { renderWidget } from '../../shared/runtime/render-widget.tsx';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { AgeCheckOptions } from './age-check-options.ts';
import { AgeGate } from './AgeGate.tsx';

/** Shows the age gate in `element`; the lazy part of the age check, loaded only while `agecheck` is absent. */
export function renderAgeGate(element: HTMLElement, options: AgeCheckOptions, context: WidgetContext): () => void {
  context.dispatch('show', {});
  return renderWidget(element, <AgeGate {...options} context={context} />, context);
}
