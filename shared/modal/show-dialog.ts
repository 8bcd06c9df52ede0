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
