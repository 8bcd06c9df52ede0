import { adoptStyleSheet } from '../../shared/styles/adopt-style-sheet.ts';
import { ratingClasses } from './rating-stars.ts';

/** The id of the rating's stylesheet (see adoptStyleSheet). */
export const RATING_STYLE_ID = 'widgets-rating-style';

const { stars, star, radio } = ratingClasses;

/**
 * Nothing here changes a size: the template's markup, shown before this sheet applies, must take
 * the same room as the widget's (CLS 0). The colours reach 4.5:1 on the site's light and dark
 * backgrounds. Each radio covers its glyph, transparent, so a click or tap on a star is one on its
 * radio, and the glyph shows the focus the radio has.
 */
const RATING_CSS = `.${stars}{color:#8c5e00}
.dark-mode .${stars}{color:#ffc94d}
.${star}{position:relative;cursor:pointer}
.${radio}{position:absolute;top:0;left:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.${radio}:focus-visible+span{outline:2px solid;outline-offset:1px}`;

/** Applies the rating's stylesheet to the document, once. */
export function adoptRatingStyle(): void {
  adoptStyleSheet(RATING_STYLE_ID, RATING_CSS);
}
