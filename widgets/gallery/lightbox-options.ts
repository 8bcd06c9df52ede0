import { escapeHtml } from '../../shared/text/escape-html.ts';
import type { LightboxOptions, LightboxPlayerClass, LightboxSlide } from './glightbox-api.ts';
import { PLYR_ASSETS, PLYR_CONFIG, playerFrom } from './plyr-config.ts';

/** The texts of the lightbox's frame: its accessible name and its buttons' labels. */
export interface LightboxTexts {
  readonly title: string;
  readonly close: string;
  readonly previous: string;
  readonly next: string;
}

/**
 * glightbox's frame with what its own lacks: `aria-modal="true"` and an accessible name on the
 * dialog, translated button labels and `type="button"`. Class names, ids and `{…SVG}` placeholders
 * are glightbox's (it finds its parts by them).
 */
export function lightboxFrameHtml(texts: LightboxTexts): string {
  const [title, close, previous, next] = [texts.title, texts.close, texts.previous, texts.next].map(escapeHtml);
  return `<div id="glightbox-body" class="glightbox-container" tabindex="-1" role="dialog" aria-modal="true" aria-label="${title}">
<div class="gloader visible"></div>
<div class="goverlay"></div>
<div class="gcontainer">
<div id="glightbox-slider" class="gslider"></div>
<button type="button" class="gclose gbtn" aria-label="${close}" data-taborder="3">{closeSVG}</button>
<button type="button" class="gprev gbtn" aria-label="${previous}" data-taborder="2">{prevSVG}</button>
<button type="button" class="gnext gbtn" aria-label="${next}" data-taborder="1">{nextSVG}</button>
</div>
</div>`;
}

/**
 * The options of one set's glightbox: its slides, no looping (spec §2), zoomable images, videos
 * that play when shown (muted, see plyr-config.ts) without taking focus, played by `Player` (Plyr's
 * class from the bundle, for a video set), and no animation when the visitor asks for reduced
 * motion. glightbox 3.3.1 has no slideshow and no click delay, so SLIDESHOW_DELAY_MS and
 * CLICK_DELAY_MS (spec §9) have nothing to map to.
 */
export function lightboxOptions(
  slides: readonly LightboxSlide[],
  texts: LightboxTexts,
  reducedMotion: boolean,
  Player?: LightboxPlayerClass,
): LightboxOptions {
  return {
    elements: slides,
    loop: false,
    zoomable: true,
    // glightbox's own "draggable" is swiping between slides with the mouse, not HTML drag and drop.
    draggable: true,
    preload: true,
    autoplayVideos: true,
    // glightbox would move focus to the player when a video slide has come in (the end of its
    // open animation, each slide change): away from Close, where the dialog puts it, or from the
    // control the visitor has tabbed to by then. Focus stays where it is; Tab reaches the player.
    autofocusVideos: false,
    keyboardNavigation: true,
    closeOnOutsideClick: true,
    touchNavigation: true,
    openEffect: reducedMotion ? 'none' : 'zoom',
    closeEffect: reducedMotion ? 'none' : 'zoom',
    slideEffect: reducedMotion ? 'none' : 'slide',
    lightboxHTML: lightboxFrameHtml(texts),
    plyr: { ...PLYR_ASSETS, config: PLYR_CONFIG, withPlayer: playerFrom(Player) },
  };
}
