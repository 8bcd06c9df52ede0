const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the dialog, wrapping around its reachable controls, the current
 * video's player controls included. glightbox's own Tab handling (on `window`, so stopped here)
 * only steps forward through its three buttons and would leave the player's controls out of reach.
 * Arrow keys on a slider (the player's seek and volume) stay with the slider instead of changing
 * slides. Returns the function that removes the listener.
 */
export function trapFocus(dialog: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.stopPropagation();
      const controls = reachableControls(dialog);
      const first = controls[0];
      const last = controls.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || !controls.includes(active as HTMLElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !controls.includes(active as HTMLElement))) {
        event.preventDefault();
        first.focus();
      }
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && isSlider(event.target)) {
      event.stopPropagation();
    }
  };
  // When the focused control vanishes (the player rebuilds or hides its controls), focus falls back
  // to the body and the dialog no longer sees the keys: bring the next Tab back inside.
  const onStrayTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || dialog.contains(document.activeElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const controls = reachableControls(dialog);
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  dialog.addEventListener('keydown', onKeyDown);
  document.addEventListener('keydown', onStrayTab, true);
  return () => {
    dialog.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('keydown', onStrayTab, true);
  };
}

/** The dialog's controls that Tab can reach: not disabled, not in an inert slide, rendered. */
function reachableControls(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

function isSlider(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.type === 'range';
}
