import type { WidgetRegistry } from '../shared/runtime/widget-definition.ts';

/**
 * Every widget by its `data-widget` name, each behind a dynamic import so that it ships as its own
 * chunk and loads only where one of its roots is on the page.
 */
export const widgetRegistry: WidgetRegistry = {
  favorite: () => import('./favorite/index.ts'),
};
