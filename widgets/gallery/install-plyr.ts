import Plyr from 'plyr/dist/plyr.mjs';
import plyrCss from 'plyr/dist/plyr.css';
import plyrSprite from 'plyr/dist/plyr.svg' with { type: 'text' };
import { adoptStyleSheet } from '../../shared/styles/adopt-style-sheet.ts';
import type { LightboxPlayerClass } from './glightbox-api.ts';

const STYLE_ID = 'widgets-plyr-style';
// Plyr's own id for its icon sprite: it never loads a second one when this element exists.
const SPRITE_ID = 'sprite-plyr';

/**
 * Puts Plyr's stylesheet and icon sprite in the page from the bundle, so that nothing comes from
 * cdn.plyr.io (see plyr-config.ts), and returns Plyr's class for glightbox's settings. Nothing goes
 * on `window`: a global `Plyr` (another copy of Plyr, or a page element named `Plyr`) is never
 * used. Idempotent.
 */
export function installPlyr(): LightboxPlayerClass {
  adoptStyleSheet(STYLE_ID, plyrCss);
  // Made by hand, not rendered: a static asset for the whole page, once per page whichever gallery
  // loads it first, which Plyr's players find by id for as long as the page lives (no component
  // owns it, and none should take it out on unmount).
  if (!document.getElementById(SPRITE_ID)) {
    const sprite = document.createElement('div');
    sprite.id = SPRITE_ID;
    sprite.hidden = true;
    // A static file of the plyr package, not outside input; its XML prolog has no place in HTML.
    sprite.innerHTML = plyrSprite.slice(plyrSprite.indexOf('<svg'));
    document.body.prepend(sprite);
  }
  return Plyr;
}
