import { adoptStyleSheet } from '../styles/adopt-style-sheet.ts';

/** The id of the one stylesheet the modals share (see adoptStyleSheet). */
export const MODAL_STYLE_ID = 'widgets-modal-style';

// Bootstrap 4 styles `.modal` for a <div> with a separate backdrop; a <dialog> also carries the
// browser's own box (padding, border, max size, centring) which must go, and its ::backdrop
// replaces .modal-backdrop.
const MODAL_CSS = `dialog.modal{position:fixed;top:0;left:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:transparent;color:inherit;overflow-x:hidden;overflow-y:auto;z-index:1050}
dialog.modal[open]{display:block}
dialog.modal::backdrop{background:rgba(0,0,0,.5)}`;

/** Adds the modal CSS to the page once, however many modals mount. */
export function injectModalStyle(): void {
  adoptStyleSheet(MODAL_STYLE_ID, MODAL_CSS);
}
