/** The lightbox chunk's module: glightbox and the gallery's dialog behaviour around it. */
export type LightboxModule = typeof import('./open-lightbox.ts');

let lightbox: Promise<LightboxModule> | null = null;
let player: Promise<void> | null = null;

/**
 * Loads the lightbox chunk (glightbox) and, for a page with videos, the video player chunk (Plyr)
 * beside it, each once per page; both start at once, so a video waits for no second round trip. A
 * failed load is forgotten, so that the next attempt fetches again (a passing network fault).
 */
export function loadLightbox(withVideo: boolean): Promise<LightboxModule> {
  lightbox ??= import('./open-lightbox.ts').catch((error: unknown) => {
    lightbox = null;
    throw error;
  });
  if (!withVideo) return lightbox;
  player ??= import('./install-plyr.ts')
    .then(({ installPlyr }) => installPlyr())
    .catch((error: unknown) => {
      player = null;
      throw error;
    });
  return Promise.all([lightbox, player]).then(([module]) => module);
}
