import { markup } from '../markup.ts';

/** Details of the runtime's lifecycle events, dispatched on the root and bubbling to `document`. */
export interface WidgetEventDetails {
  mounted: { widget: string };
  /** `element` is the root: a root removed from the page dispatches on `document` instead, as it cannot bubble. */
  unmounted: { widget: string; element: HTMLElement };
  error: { widget: string; phase: string; error: unknown };
}

/** Dispatches `widgets:<name>` on `target`; other scripts of the site listen on `document`. */
export function dispatchWidgetEvent<Name extends string>(target: EventTarget, name: Name, detail: unknown): boolean {
  return target.dispatchEvent(new CustomEvent(`${markup.eventPrefix}${name}`, { bubbles: true, detail }));
}
