/**
 * The names the runtime shares with the PHP templates (the public contract), each spelled once.
 * Names that belong to one service live with it (the config block's id in page-config.ts).
 */
export const markup = {
  /** Marks a widget root; the value is one or more widget names separated by spaces. */
  widgetAttribute: 'data-widget',
  /** Set by the runtime on each root: `mounted` or `error`, for QA and for CSS. */
  stateAttribute: 'data-widget-state',
  /** The name of the public API object on `window`. */
  globalName: 'directoryWidgets',
  /** Prefix of every DOM event the bundle dispatches. */
  eventPrefix: 'widgets:',
} as const;

/** Values of the root state attribute. */
export type WidgetRootState = 'mounted' | 'error';
