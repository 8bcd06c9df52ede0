import { adoptStyleSheet } from '../../shared/styles/adopt-style-sheet.ts';

/** The id of the stylesheet of the reply modal (see adoptStyleSheet). */
export const REPLY_STYLE_ID = 'widgets-reply-style';

/** The class of the reply field's wrapper while the text is under REPLY_MIN characters. */
export const REPLY_SHORT_CLASS = 'reply-text-short';

// The "required" highlight (spec §4) is a warning colour, not an error: the field is only marked
// invalid (red, aria-invalid) once the user submits. An invalid field keeps its red border.
const REPLY_CSS = `.${REPLY_SHORT_CLASS} textarea.form-control:not(.is-invalid){border-color:#e0a800;box-shadow:0 0 0 .2rem rgba(255,193,7,.35)}`;

/** Adds the reply modal's CSS to the page once. */
export function injectReplyStyle(): void {
  adoptStyleSheet(REPLY_STYLE_ID, REPLY_CSS);
}
