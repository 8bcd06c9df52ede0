import { useLayoutEffect } from 'react';

/** The event types the adopted button listens to: the click, and the signs that one is coming. */
const TYPES = ['click', 'pointerenter', 'focus'] as const;

/**
 * Makes the adopted server `button` usable while the component is mounted (the template prints it
 * disabled until the widget runs), and disabled again, as printed, on unmount; calls `onClick` on
 * a click and `onClickComing` when the pointer enters or the focus arrives. Nothing when null.
 *
 * One layout effect and one listener for the three types, rather than useEventListeners (a
 * useLatest and an effect of its own): a listing mounts this once per root, and both handlers are
 * the same on every render (a state setter, a module function), so nothing needs refreshing
 * (issue 18's mount cost). A layout effect: the button works when the root is marked mounted.
 */
export function useAdoptedButton(button: HTMLButtonElement | null, onClick: () => void, onClickComing: () => void): void {
  useLayoutEffect(() => {
    if (!button) return;
    const wasDisabled = button.disabled;
    button.disabled = false;
    const listener = (event: Event) => (event.type === 'click' ? onClick : onClickComing)();
    for (const type of TYPES) button.addEventListener(type, listener);
    return () => {
      for (const type of TYPES) button.removeEventListener(type, listener);
      button.disabled = wasDisabled;
    };
  }, [button]);
}
