import glightboxCss from 'glightbox/dist/css/glightbox.min.css';
import { adoptStyleSheet } from '../../shared/styles/adopt-style-sheet.ts';
import { MEDIA_ERROR_CLASS, MEDIA_FAILED_CLASS } from './MediaFailures.tsx';

/** The id of the gallery's stylesheet (see adoptStyleSheet). */
export const LIGHTBOX_STYLE_ID = 'widgets-gallery-style';

// Images cannot be dragged out or long-pressed to save (iOS); a failed medium gives way to its
// message; glightbox's dark-blue focus ring is invisible on its dark overlay.
const OWN_CSS = `
.glightbox-container img{-webkit-user-drag:none;-webkit-touch-callout:none;user-select:none}
.glightbox-container .${MEDIA_FAILED_CLASS}{display:none!important}
.glightbox-container .${MEDIA_ERROR_CLASS}{margin:0;padding:2rem 1rem;color:#fff;background:#000;font-size:1.25rem;text-align:center}
.glightbox-container .gbtn:focus-visible,.glightbox-container .gbtn.focused{outline:2px solid #fff;outline-offset:2px}
`;

/**
 * Adds glightbox's stylesheet (bundled as text, so nothing is fetched from elsewhere) and the
 * gallery's own rules to the page as one constructed stylesheet, once per page.
 */
export function injectLightboxStyles(): void {
  adoptStyleSheet(LIGHTBOX_STYLE_ID, glightboxCss + OWN_CSS);
}
