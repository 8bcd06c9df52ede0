import { useLayoutEffect } from 'react';

/**
 * Makes the adopted server `button` usable while the component is mounted (the template prints it
 * disabled until the widget runs), and disabled again, as printed, on unmount. Nothing when null.
 */
export function useAdoptedButton(button: HTMLButtonElement | null): void {
  useLayoutEffect(() => {
    if (!button) return;
    const wasDisabled = button.disabled;
    button.disabled = false;
    return () => {
      button.disabled = wasDisabled;
    };
  }, [button]);
}
