import { useLayoutEffect, useRef } from 'react';
import { findModalTrigger } from './modal-trigger.ts';

/**
 * Opens the modal `id` from any trigger button on the page, present now or added later, through one
 * delegated document click listener removed on unmount. `onTrigger` gets the clicked button (keep it
 * to return focus there and to mark it expanded, see `useExpandedTrigger`).
 */
export function useModalTriggers(id: string, onTrigger: (trigger: HTMLButtonElement) => void): void {
  const latest = useRef(onTrigger);
  latest.current = onTrigger;

  // A layout effect: a modal rendered closed at idle takes its triggers over in the commit that
  // removes its first-click listeners (useFirstTrigger); Preact runs effects only a frame later.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = findModalTrigger(event.target, id);
      if (!button) return;
      // A trigger inside a form must not submit it.
      event.preventDefault();
      latest.current(button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [id]);
}
