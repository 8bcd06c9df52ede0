// Where focus goes on open: the first field the user can fill in, else the dialog itself.
const FIELD_SELECTOR = 'input:not([type="hidden"]), select, textarea';

/** Opens `dialog` as a modal; returns false when the browser lacks `showModal` and it opened plainly. */
export function showDialog(dialog: HTMLDialogElement): boolean {
  if (dialog.open) return true;
  if (typeof dialog.showModal === 'function') {
    try {
      dialog.showModal();
      return true;
    } catch {
      // Not connected, or already shown another way: fall through to the plain attribute.
    }
  }
  dialog.setAttribute('open', '');
  return false;
}

/** Closes `dialog`, shown by `showDialog` either way. */
export function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * Moves focus into an opened dialog: its usable `[autofocus]` element, else its first field, else
 * itself. The attribute, not JSX `autoFocus`: React 19 renders no attribute for that and calls
 * focus() at mount instead, while the dialog is still closed.
 */
export function focusInitially(dialog: HTMLDialogElement): void {
  const usable = (element: HTMLElement) => !element.matches(':disabled') && !element.closest('[hidden], [inert]');
  const autofocus = Array.from(dialog.querySelectorAll<HTMLElement>('[autofocus]')).find(usable);
  const field = Array.from(dialog.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).find(usable);
  (autofocus ?? field ?? dialog).focus();
}
