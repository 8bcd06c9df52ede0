import { useEffect, useRef } from 'react';

// The contract: every trigger is <button aria-controls="<modal id>" aria-haspopup="dialog">.
const TRIGGER_SELECTOR = 'button[aria-controls][aria-haspopup="dialog"]';

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
      const target = event.target as Partial<Element> | null;
      const button = target?.closest?.(TRIGGER_SELECTOR);
      if (!(button instanceof HTMLButtonElement) || button.getAttribute('aria-controls') !== id) return;
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
