import { useLayoutEffect } from 'react';

/**
 * Makes the adopted server `button` usable while the component is mounted (the template prints it
 * disabled until the widget runs), and disabled again, as printed (without the `aria-busy` a click
 * set), on unmount; `listener` gets its clicks and the signs that one is coming (the pointer
 * entering, the focus). Nothing when null.
 *
 * One layout effect and one listener for the three types, rather than useEventListeners (a
 * useLatest and an effect of its own): a listing mounts this once per root, and the listener is
 * attached once, so it must only call what stays the same on every render (a state setter, a
 * module function; issue 18's mount cost). Measured (session 7, `npm run bench -- --only=mount`,
 * three runs each, interleaved): with useEventListeners and useAttribute instead, 2000 roots cost
 * 1.49-1.78x islands in JS+GC against 0.76-1.28x with this hook. A layout effect: the button works
 * when the root is marked mounted.
 */
export function useAdoptedButton(button: HTMLButtonElement | null, listener: (event: Event) => void): void {
  useLayoutEffect(() => {
    if (!button) return;
    const wasDisabled = button.disabled;
    const types = ['click', 'pointerenter', 'focus'];
    button.disabled = false;
    for (const type of types) button.addEventListener(type, listener);
    return () => {
      for (const type of types) button.removeEventListener(type, listener);
      button.disabled = wasDisabled;
      // Set by a click (FavoriteButton's busyThenRender): the button goes back as printed.
      button.removeAttribute('aria-busy');
    };
  }, [button]);
}
