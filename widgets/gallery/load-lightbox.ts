import { loadOnce } from '../../shared/lazy/load-once.ts';
import type { LightboxPlayerClass } from './glightbox-api.ts';

/** The lightbox chunk's module: glightbox and everything the gallery does once it opens. */
export type LightboxModule = typeof import('./open-gallery.ts');

/** What opening a lightbox needs: the lightbox chunk's entry, and Plyr's class for a video set. */
export interface LoadedLightbox {
  readonly openGallery: LightboxModule['openGallery'];
  /** Puts the lightbox's stylesheet in the page ahead of an opening (idempotent). */
  readonly prepare: LightboxModule['prepare'];
  /** Plyr's class, from the video player chunk: loaded for a video set only. */
  readonly Player?: LightboxPlayerClass;
}

const loadGlightbox = loadOnce(() => import('./open-gallery.ts'));
const loadPlayer = loadOnce(() => import('./install-plyr.ts').then(({ installPlyr }) => installPlyr()));

/**
 * Loads the lightbox chunk (glightbox) and, for a page with videos, the video player chunk (Plyr)
 * beside it, each once per page; both start at once, so a video waits for no second round trip. A
 * failed load is forgotten, so that the next attempt fetches again (a passing network fault).
 */
export function loadLightbox(withVideo: boolean): Promise<LoadedLightbox> {
  if (!withVideo) return loadGlightbox();
  return Promise.all([loadGlightbox(), loadPlayer()]).then(([lightbox, Player]) => ({ ...lightbox, Player }));
}
