import { useEffect, useRef } from 'react';
import { findModalTrigger } from './modal-trigger.ts';

/**
 * Opens the modal `id` from any trigger button on the page, present now or added later, through one
 * delegated document click listener removed on unmount. `onTrigger` gets the clicked button (keep it
 * to return focus there); the button carries `aria-expanded` as `open` changes.
 */
export function useModalTriggers(id: string, open: boolean, onTrigger: (trigger: HTMLButtonElement) => void): void {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const latest = useRef(onTrigger);
  latest.current = onTrigger;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = findModalTrigger(event.target, id);
      if (!button) return;
      // A trigger inside a form must not submit it.
      event.preventDefault();
      trigger.current = button;
      latest.current(button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [id]);

  useEffect(() => {
    trigger.current?.setAttribute('aria-expanded', String(open));
  }, [open]);
}
