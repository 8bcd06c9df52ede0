import type { WidgetDefinition } from '../../../shared/runtime/widget-definition.ts';

/**
 * A widget definition as the runtime sees it, its `mount` step written by hand: for tests of the
 * runtime itself (loading, marking, failing, unmounting). Widgets are components (define-widget.ts).
 */
export function runtimeDefinition<Options>(definition: WidgetDefinition<Options>): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}
