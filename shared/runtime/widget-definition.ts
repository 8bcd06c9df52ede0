import type { ReactNode } from 'react';
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

/** What the runtime hands to a widget's component: its root, its typed options and its context. */
export interface WidgetProps<Options = unknown> {
  /** The element carrying `data-widget`, as the template printed it. */
  readonly root: HTMLElement;
  /** The root's data attributes, read once through the widget's schema. */
  readonly options: Options;
  readonly context: WidgetContext;
}

/**
 * Who owns the root's children once the widget is mounted:
 * - `'server'` (the default): the template's markup stays as printed. The component acts on it
 *   through `root` and refs (listeners, classes, attributes, its own state) and renders `null`; the
 *   runtime renders it into a detached container, so nothing it returns reaches the page. Headless
 *   widgets (on `<body>`) and widgets on a control (`<select data-widget>`) are of this kind.
 * - `'component'`: the component renders the root's content. The runtime takes the server markup out
 *   and renders the component in its place in the same task, before the browser can paint, and puts
 *   the very same server nodes back on unmount. The first render should print what the template
 *   printed, so that nothing moves (CLS 0).
 */
export type WidgetMarkup = 'server' | 'component';

/**
 * How a widget is written, for `defineWidget` (define-widget.ts): its name, its options schema and
 * the function component the runtime renders into each root.
 */
export interface WidgetSpec<Options> {
  readonly name: string;
  /** Validates and converts the root's data attributes; messages say what was expected. */
  readonly options: v.GenericSchema<RawOptions, Options>;
  /** Rendered once per root inside the root's error boundary; it re-renders only from its own state. */
  readonly component: (props: WidgetProps<Options>) => ReactNode;
  /** Who owns the root's children: see WidgetMarkup. */
  readonly markup?: WidgetMarkup;
}

/**
 * A widget as its lazy chunk exports it (what `defineWidget` returns). `mount` is the runtime's
 * own step, built by defineWidget (define-widget.ts) from the component: it renders the component
 * into the root and returns the unmount function. The entry calls it, so that React stays out of
 * `widgets.js` and in the chunk of the widgets that render.
 */
export interface WidgetDefinition<Options = unknown> {
  readonly name: string;
  /** Validates and converts the root's data attributes; messages say what was expected. */
  readonly options: v.GenericSchema<RawOptions, Options>;
  /** The widget's component; the runtime only calls `mount`, which defineWidget builds from it. */
  readonly component?: (props: WidgetProps<Options>) => ReactNode;
  /** Mounts on `element` and returns the function that undoes everything it did. */
  mount(element: HTMLElement, options: Options, context: WidgetContext): () => void;
  /**
   * Runs `mountEach`, which calls `mount` for several roots, and renders them together (one React
   * root, one commit: mountBatch in render-widget.tsx). A root that fails while mounting in it is
   * reported through its context rather than thrown. Absent: each `mount` renders at once.
   */
  readonly batch?: (mountEach: () => void) => void;
}

/** The shape of a widget chunk's module. */
export interface WidgetModule {
  readonly default: WidgetDefinition;
}

/** Loads a widget's chunk; the entry holds one per widget name. */
export type WidgetLoader = () => Promise<WidgetModule>;

/** Widget names to the loaders of their chunks. */
export type WidgetRegistry = Readonly<Record<string, WidgetLoader>>;
