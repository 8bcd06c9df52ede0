import { useLayoutEffect } from 'react';

/**
 * Makes the server's `button` disabled and `aria-busy` while `busy`, and gives it back (enabled,
 * not busy) when `busy` ends or the component unmounts.
 */
export function useBusyButton(button: HTMLButtonElement, busy: boolean): void {
  useLayoutEffect(() => {
    if (!busy) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    return () => {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    };
  }, [button, busy]);
}
