// Apart from show-dialog.ts, which the age gate shares with the modals before interaction: this is
// only the modals' (their chunk is fetched when idle), so it adds nothing to a page's first download.
import { showDialog } from './show-dialog.ts';

// Where focus goes on open: the first field the user can fill in, else the dialog itself.
const FIELD_SELECTOR = 'input:not([type="hidden"]), select, textarea';

/** Where an opened dialog's focus belongs: its usable `[autofocus]` element, else its first field, else itself. */
export function initialFocusTarget(dialog: HTMLDialogElement): HTMLElement {
  const usable = (element: HTMLElement) => !element.matches(':disabled') && !element.closest('[hidden], [inert]');
  const autofocus = Array.from(dialog.querySelectorAll<HTMLElement>('[autofocus]')).find(usable);
  return autofocus ?? Array.from(dialog.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).find(usable) ?? dialog;
}

/**
 * Opens `dialog` like `showDialog` with focus on `initialFocusTarget`, moved once: the target is
 * marked `autofocus` for the duration of `showModal()`, whose own focusing step then lands on it
 * (issue 19: a second focus() after it cost a style pass of the inert page). Focus is moved by hand
 * only where that step did not land there (no `showModal`, a browser without the step). The
 * attribute, not JSX `autoFocus`: React 19 renders no attribute for that and calls focus() at
 * mount instead, while the dialog is still closed.
 */
export function showDialogFocused(dialog: HTMLDialogElement): boolean {
  const target = initialFocusTarget(dialog);
  // Only the mark added here goes: an `autofocus` the markup has (the age gate's) stays.
  const marked = !target.hasAttribute('autofocus');
  if (marked) target.setAttribute('autofocus', '');
  const native = showDialog(dialog);
  if (marked) target.removeAttribute('autofocus');
  if (document.activeElement !== target) target.focus();
  return native;
}
