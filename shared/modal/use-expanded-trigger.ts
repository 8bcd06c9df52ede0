import { useLayoutEffect } from 'react';

/**
 * Marks `trigger` `aria-expanded="true"` while the modal it opened is open, and "false" once it
 * closes or another trigger opens it, from the very first opening (a lazy modal's mount included).
 */
export function useExpandedTrigger(trigger: HTMLElement | null, open: boolean): void {
  // A layout effect: the state is right by the time the dialog takes focus and is announced.
  useLayoutEffect(() => {
    if (!open || !trigger) return;
    trigger.setAttribute('aria-expanded', 'true');
    return () => trigger.setAttribute('aria-expanded', 'false');
  }, [trigger, open]);
}
