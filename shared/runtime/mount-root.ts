import { describeElement } from './describe-element.ts';
import { readOptions } from './read-options.ts';
import { reportProblemOnce } from './report-problem.ts';
import type { WidgetContext, WidgetDefinition } from './widget-definition.ts';

/**
 * Reads the root's options and mounts the widget. Returns the unmount function, or null when the
 * options are invalid (reported once, naming the widget, the element, the attribute and the rule)
 * or something threw while reading the options or mounting (reported through the context); it never throws.
 */
export function mountRoot(
  definition: WidgetDefinition,
  element: HTMLElement,
  context: WidgetContext,
): (() => void) | null {
  try {
    const result = readOptions(definition.options, element);
    if (!result.success) {
      reportProblemOnce(
        `options:${definition.name}`,
        `[widgets] "${definition.name}" was not mounted on ${describeElement(element)}: ${result.problems.join('; ')}.`,
        undefined,
        element,
      );
      return null;
    }
    return definition.mount(element, result.options, context);
  } catch (error) {
    // Whatever throws (the widget, or a schema's own check) fails this root only: the runtime
    // mounts the other roots of a chunk in the same loop.
    context.reportError(error, 'mounting');
    return null;
  }
}
