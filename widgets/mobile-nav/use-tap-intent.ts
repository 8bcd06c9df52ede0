import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';

/** Passive: a finger on the nav never waits for a listener before the page scrolls. */
const PASSIVE = { passive: true } as const;

/**
 * Calls the latest `onIntent` at each sign that a tap is coming inside `target`, while `target` is
 * not null: a finger landing on the nav, or focus entering it (Tab). Through the shared
 * useEventListeners, so it is there when the root is marked mounted.
 */
export function useTapIntent(target: HTMLElement | null, onIntent: () => void): void {
  useEventListeners(target, { pointerdown: onIntent, touchstart: onIntent, focusin: onIntent }, PASSIVE);
}
