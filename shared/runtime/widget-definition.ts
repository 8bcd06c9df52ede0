import type * as v from 'valibot';

/** What a root's `data-*` attributes look like before validation: `element.dataset`, camelCased. */
export type RawOptions = Record<string, string | undefined>;

/** Services the runtime hands to a mounted widget. */
export interface WidgetContext {
  /** The widget's name, as written in `data-widget`. */
  readonly widget: string;
  /** Reports an error of this widget once, marks the root and keeps the rest of the page working. */
  reportError(error: unknown, phase: string): void;
  /** Dispatches `widgets:<widget>:<name>` on the root, for other scripts of the site. */
  dispatch(name: string, detail?: unknown): void;
  /**
   * Logs a problem of the page's markup or config once per page and `key`, as one console error
   * naming the widget and the root (and `about`, an element the problem is about). Widgets use this
   * instead of importing the runtime's reporting, which lives in the entry chunk.
   */
  reportProblem(key: string, message: string, about?: Element): void;
}

/** A widget as its lazy chunk exports it: its name, its options schema and how it mounts. */
export interface WidgetDefinition<Options = unknown> {
  readonly name: string;
  /** Validates and converts the root's data attributes; messages say what was expected. */
  readonly options: v.GenericSchema<RawOptions, Options>;
  /** Mounts on `element` and returns the function that undoes everything it did. */
  mount(element: HTMLElement, options: Options, context: WidgetContext): () => void;
}

/** The shape of a widget chunk's module. */
export interface WidgetModule {
  readonly default: WidgetDefinition;
}

/** Loads a widget's chunk; the entry holds one per widget name. */
export type WidgetLoader = () => Promise<WidgetModule>;

/** Widget names to the loaders of their chunks. */
export type WidgetRegistry = Readonly<Record<string, WidgetLoader>>;

/** Declares a widget with its options type checked against its mount function. */
export function defineWidget<Options>(definition: WidgetDefinition<Options>): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}
