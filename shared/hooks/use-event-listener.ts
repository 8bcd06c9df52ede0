import { useLayoutEffect, type RefObject } from 'react';
import { useLatest } from './use-latest.ts';

/** How a listener is attached; removed with the same. */
export type ListenerOptions = boolean | { readonly capture?: boolean; readonly passive?: boolean; readonly once?: boolean };

/** An element, or a ref to one, that may not be there (yet). */
type ElementTarget<T extends Element> = T | RefObject<T | null> | null | undefined;

/**
 * Listens for `type` on `target` (the window, the document, a media query list, an element or a
 * ref to one) from the commit of its first render while the component is mounted, calling the latest `handler`; removed with the same
 * options on unmount, and nothing when the target is null. A ref is read after each commit that
 * changes `target`, `type` or `options`: put an element that comes and goes in state instead.
 */
export function useEventListener<K extends keyof WindowEventMap>(
  target: Window | null | undefined,
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options?: ListenerOptions,
): void;
export function useEventListener<K extends keyof DocumentEventMap>(
  target: Document | null | undefined,
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
  options?: ListenerOptions,
): void;
export function useEventListener<K extends keyof MediaQueryListEventMap>(
  target: MediaQueryList | null | undefined,
  type: K,
  handler: (event: MediaQueryListEventMap[K]) => void,
  options?: ListenerOptions,
): void;
export function useEventListener<K extends keyof HTMLElementEventMap, T extends HTMLElement>(
  target: ElementTarget<T>,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: ListenerOptions,
): void;
export function useEventListener(
  target: EventTarget | RefObject<EventTarget | null> | null | undefined,
  type: string,
  handler: (event: Event) => void,
  options?: ListenerOptions,
): void;
export function useEventListener(
  target: EventTarget | RefObject<EventTarget | null> | null | undefined,
  type: string,
  handler: (event: Event) => void,
  options?: ListenerOptions,
): void {
  const latest = useLatest(handler);
  // The options' fields, not the object: an inline `{ passive: true }` is new on every render.
  const { capture = false, passive, once }: Exclude<ListenerOptions, boolean> =
    typeof options === 'object' ? options : { capture: options };

  // A layout effect: the listener is there by the time the runtime marks the root mounted (Preact
  // runs plain effects only after the next frame, when a first tap may already have come).
  useLayoutEffect(() => {
    const node = target && 'addEventListener' in target ? target : target?.current;
    if (!node) return;
    const listener = (event: Event) => latest.current(event);
    const listenerOptions: AddEventListenerOptions = { capture, passive, once };
    node.addEventListener(type, listener, listenerOptions);
    return () => node.removeEventListener(type, listener, listenerOptions);
  }, [target, type, capture, passive, once, latest]);
}
