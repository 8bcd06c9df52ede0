/**
 * Copies `text` to the clipboard: with the Clipboard API when the browser allows it, else the
 * legacy way, by selecting `field` (which must hold `text`) and `document.execCommand('copy')`
 * (older browsers, pages not served over https, a denied permission). Resolves false when both
 * failed; `field`'s text is then selected and focused, ready for the user to copy by hand.
 */
export async function copyText(text: string, field: HTMLInputElement): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied, or the document lost focus: the legacy way below may still work.
  }
  const previous = document.activeElement;
  field.focus();
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  // Copied: focus goes back to the button the user pressed, which now says so.
  if (copied && previous instanceof HTMLElement && previous.isConnected) previous.focus();
  return copied;
}
