import type { LightboxPlayerClass, LightboxPlyrOptions } from './glightbox-api.ts';

/**
 * What glightbox passes to Plyr. Every default of Plyr 3.6.12 that would fetch from cdn.plyr.io
 * is turned off: the icon sprite is put in the page by install-plyr.ts (`loadSprite: false` with an
 * empty `iconUrl` makes Plyr's icons `<use href="#plyr-…">`), and `blankVideo` (used only when a
 * player is torn down) is empty. Videos start muted: browsers refuse sound before the visitor has
 * engaged with the site (and glightbox never autoplays on phones unless Plyr starts muted); the
 * volume control unmutes. Plyr's local storage of settings is off, so each visit starts muted.
 */
export const PLYR_CONFIG: LightboxPlyrOptions['config'] = {
  ratio: '16:9',
  muted: true,
  autoplay: false,
  loadSprite: false,
  iconUrl: '',
  blankVideo: '',
  storage: { enabled: false },
  fullscreen: { enabled: true, iosNative: true },
};

/**
 * glightbox's own source injects `plyr.js` and `plyr.css` from these URLs when there is no global
 * `Plyr`. The build's rewrite of its source takes out that lookup and injection (Plyr comes from
 * `withPlayer` below), so they are never used; empty values keep glightbox's CDN defaults out of
 * its settings in any case.
 */
export const PLYR_ASSETS = { css: '', js: '' } as const;

/**
 * glightbox's `plyr.withPlayer` (see glightbox-api.ts): hands it `Player`, the class the video
 * chunk loaded (install-plyr.ts), never a global `Plyr`. Without it (a video set opened without its
 * chunk) the video's slide throws, and the gallery's failure path undoes the opening.
 */
export function playerFrom(Player: LightboxPlayerClass | undefined): LightboxPlyrOptions['withPlayer'] {
  return (use) => {
    if (!Player) throw new Error('The video player (Plyr) was not loaded for this video set.');
    use(Player);
  };
}
