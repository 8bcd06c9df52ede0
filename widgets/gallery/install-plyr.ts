import Plyr from 'plyr/dist/plyr.mjs';
import plyrCss from 'plyr/dist/plyr.css';
import plyrSprite from 'plyr/dist/plyr.svg' with { type: 'text' };
import { adoptStyleSheet } from '../../shared/styles/adopt-style-sheet.ts';

declare global {
  interface Window {
    /** glightbox plays videos with the global `Plyr`, and loads it from a CDN when it is missing. */
    Plyr?: unknown;
  }
}

const STYLE_ID = 'widgets-plyr-style';
// Plyr's own id for its icon sprite: it never loads a second one when this element exists.
const SPRITE_ID = 'sprite-plyr';

/**
 * Makes Plyr, its stylesheet and its icon sprite available from the bundle, so that glightbox finds
 * `window.Plyr` and injects nothing from cdn.plyr.io (see plyr-config.ts). Idempotent; a Plyr the
 * site loaded itself is kept.
 */
export function installPlyr(): void {
  window.Plyr ??= Plyr;
  adoptStyleSheet(STYLE_ID, plyrCss);
  if (!document.getElementById(SPRITE_ID)) {
    const sprite = document.createElement('div');
    sprite.id = SPRITE_ID;
    sprite.hidden = true;
    // A static file of the plyr package, not outside input; its XML prolog has no place in HTML.
    sprite.innerHTML = plyrSprite.slice(plyrSprite.indexOf('<svg'));
    document.body.prepend(sprite);
  }
}
