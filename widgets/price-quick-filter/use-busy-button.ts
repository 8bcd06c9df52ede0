import { useLayoutEffect } from 'react';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';

/**
 * Makes the server's `button` disabled and `aria-busy` while `busy`, and gives it back (enabled,
 * not busy) when `busy` ends or the component unmounts.
 */
export function useBusyButton(button: HTMLButtonElement, busy: boolean): void {
  useAttribute(button, 'aria-busy', busy ? 'true' : undefined);
  useLayoutEffect(() => {
    if (!busy) return;
    button.disabled = true;
    return () => {
      button.disabled = false;
    };
  }, [button, busy]);
}
