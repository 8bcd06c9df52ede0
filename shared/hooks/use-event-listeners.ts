import { useLayoutEffect, type RefObject } from 'react';
import type { ListenerOptions } from './use-event-listener.ts';
import { useLatest } from './use-latest.ts';

/** Handlers by event type, as useEventListeners attaches them. */
export type EventListeners = { readonly [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

/** An event target, or a ref to one, that may not be there (yet). */
export type ListenerTarget = EventTarget | RefObject<EventTarget | null> | null | undefined;

/**
 * Listens on `target` (the window, the document, an element or a ref to one: a widget's root) for
 * each event type of `listeners`, from the commit of the first render while the component is
 * mounted, calling the latest render's handler of that type; removed with the same options on
 * unmount, and nothing when the target is null. Attached once: again only when the target, the
 * set of types or the options change (an inline map, new on every render, is fine). A ref is read
 * after such a commit: put an element that comes and goes in state instead.
 */
export function useEventListeners(target: ListenerTarget, listeners: EventListeners, options?: ListenerOptions): void {
  const latest = useLatest(listeners as Readonly<Record<string, ((event: Event) => void) | undefined>>);
  // The options' fields and the types, not the objects: inline ones are new on every render.
  const { capture = false, passive, once }: Exclude<ListenerOptions, boolean> = typeof options === 'object' ? options : { capture: options };
  const types = Object.keys(listeners).join();

  // A layout effect: the listeners are there by the time the runtime marks the root mounted (Preact
  // runs plain effects only after the next frame, when a first tap may already have come).
  useLayoutEffect(() => {
    const node = target && 'addEventListener' in target ? target : target?.current;
    if (!node || !types) return;
    // One listener for every type: it calls the latest handler of the event's type.
    const listener = (event: Event) => latest.current[event.type]?.(event);
    const listenerOptions: AddEventListenerOptions = { capture, passive, once };
    const list = types.split(',');
    for (const type of list) node.addEventListener(type, listener, listenerOptions);
    return () => {
      for (const type of list) node.removeEventListener(type, listener, listenerOptions);
    };
  }, [target, types, capture, passive, once, latest]);
}
