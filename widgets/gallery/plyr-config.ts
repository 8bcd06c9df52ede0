import type { LightboxPlyrOptions } from './glightbox-api.ts';

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
 * glightbox injects `plyr.js` and `plyr.css` from these URLs unless `window.Plyr` exists. The
 * gallery sets `window.Plyr` (install-plyr.ts) before any video set opens, so they are never used;
 * empty values keep glightbox's CDN defaults out of the page in any case.
 */
export const PLYR_ASSETS = { css: '', js: '' } as const;
