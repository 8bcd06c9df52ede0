// Every component widget reaches the react kit through this file, so that the kit's files all ship
// in its one chunk (build.mjs, sharedKits) rather than in chunks of their own.
import '../kits/react-kit.ts';
import { mountBatch, mountComponent } from './render-widget.tsx';
import type { WidgetDefinition, WidgetSpec } from './widget-definition.ts';

/**
 * Declares a widget: `defineWidget({ name, options, component, markup })`, the component's props
 * typed by the options schema. The runtime renders the component into each root of the widget, in
 * the root's error boundary (mountComponent; see WidgetMarkup for who owns the root's children);
 * the roots that arrive together share one React root (mountBatch).
 */
export function defineWidget<Options>(spec: WidgetSpec<Options>): WidgetDefinition {
  const { component, markup = 'server' } = spec;
  const definition: WidgetDefinition<Options> = {
    ...spec,
    mount: (element, options, context) => mountComponent(component, markup, { root: element, options, context }),
    batch: mountBatch,
  };
  return definition as unknown as WidgetDefinition;
}
