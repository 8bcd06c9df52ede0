import { useRef } from 'react';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useEventListeners } from '../../shared/hooks/use-event-listeners.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the dialog, wrapping around its reachable controls, the current
 * video's player controls included, while the component is mounted (WAI-ARIA dialog pattern).
 * glightbox's own Tab handling (on `window`, so stopped here) only steps forward through its three
 * buttons and would leave the player's controls out of reach. Arrow keys on a slider (the player's
 * seek and volume) stay with the slider instead of changing slides. Focus never rests outside: a
 * focused control that hides or goes hands focus on at once. Listens through useEventListener(s):
 * attached in a layout effect, removed by React with the component.
 */
export function useTrapFocus(dialog: HTMLElement): void {
  // The way the visitor last tabbed: a control that vanishes under focus hands it on that way.
  const backwards = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.stopPropagation();
      backwards.current = event.shiftKey;
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
  // Plyr fades its large play button out (`visibility: hidden` after a 0.3 s transition) once a
  // video plays, and rebuilds or hides other controls as the media loads. When the control hidden
  // or removed has focus, the browser drops focus to <body>, outside the dialog, where Enter and
  // Space do nothing and Tab would leave it: hand focus straight to the control next to it.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    const lost = event.target;
    // After the blur has finished: focus that went with the window (another tab or app) stays put,
    // and a dialog glightbox has just removed (closing) is left alone.
    queueMicrotask(() => {
      const active = document.activeElement;
      if (!dialog.isConnected || (active !== null && active !== document.body)) return;
      controlNextTo(dialog, lost, backwards.current)?.focus();
    });
  };
  // A Tab that still starts outside the dialog (focus moved out by other means) is brought back in.
  const onStrayTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || dialog.contains(document.activeElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const controls = reachableControls(dialog);
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  useEventListeners(dialog, { keydown: onKeyDown, focusout: onFocusOut });
  // Capturing, on the document: before glightbox's and the page's own key handlers.
  useEventListener(document, 'keydown', onStrayTab, true);
}

/** The dialog's controls that Tab can reach: not disabled, not in an inert slide, rendered. */
function reachableControls(dialog: HTMLElement): HTMLElement[] {
  // Read at each key, not found once: Plyr builds, hides and rebuilds its controls as media load.
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * The reachable control after `lost` (before it, `backwards`), as the Tab that reached `lost` would
 * have gone on had `lost` not been there; wrapping around, and from the start (the end) when `lost`
 * is no longer in the dialog.
 */
function controlNextTo(dialog: HTMLElement, lost: EventTarget | null, backwards: boolean): HTMLElement | undefined {
  const controls = reachableControls(dialog);
  const inside = lost instanceof Node && dialog.contains(lost);
  const after = inside ? controls.filter((control) => lost.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) : controls;
  const before = inside ? controls.filter((control) => lost.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING) : controls;
  return backwards ? (before.at(-1) ?? controls.at(-1)) : (after[0] ?? controls[0]);
}

function isSlider(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.type === 'range';
}
