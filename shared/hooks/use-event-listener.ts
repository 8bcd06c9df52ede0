import type { RefObject } from 'react';
import { useEventListeners, type EventListeners, type ListenerTarget } from './use-event-listeners.ts';

/** How a listener is attached; removed with the same. */
export type ListenerOptions = boolean | { readonly capture?: boolean; readonly passive?: boolean; readonly once?: boolean };

/** An element, or a ref to one, that may not be there (yet). */
type ElementTarget<T extends Element> = T | RefObject<T | null> | null | undefined;

/**
 * Listens for `type` on `target` (the window, the document, a media query list, an element or a
 * ref to one) from the commit of its first render while the component is mounted, calling the
 * latest `handler`; removed with the same options on unmount, and nothing when the target is null.
 * useEventListeners with one type: a ref is read after each commit that changes `target`, `type`
 * or `options`: put an element that comes and goes in state instead.
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
export function useEventListener(target: ListenerTarget, type: string, handler: (event: Event) => void, options?: ListenerOptions): void {
  useEventListeners(target, { [type]: handler } as EventListeners, options);
}
