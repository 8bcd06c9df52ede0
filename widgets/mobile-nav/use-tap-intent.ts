import { useLayoutEffect } from 'react';

/** A finger landing on the nav, or focus entering it (Tab): the first signs that a tap or an Enter is coming. */
const TAP_INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

/** Passive: a finger on the nav never waits for a listener before the page scrolls. */
const PASSIVE = { passive: true } as const;

/**
 * Calls `onIntent` at each sign that a tap is coming (TAP_INTENT_EVENTS) inside `target`, while
 * `target` is not null. Attached in a layout effect, so it is there when the root is marked mounted,
 * and again after each render with that render's `onIntent` (the nav renders only when its current
 * section changes): no latest-handler ref to ship.
 */
export function useTapIntent(target: HTMLElement | null, onIntent: () => void): void {
  useLayoutEffect(() => {
    if (!target) return;
    for (const type of TAP_INTENT_EVENTS) target.addEventListener(type, onIntent, PASSIVE);
    return () => {
      for (const type of TAP_INTENT_EVENTS) target.removeEventListener(type, onIntent);
    };
  });
}
