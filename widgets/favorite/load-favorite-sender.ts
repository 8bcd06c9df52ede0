import { loadOnce } from '../../shared/lazy/load-once.ts';

/**
 * Loads the favorite call's code (and the HTTP code under it) on first use, out of the page's first
 * download; one load shared by every root's prefetch and click. A failed load is forgotten.
 */
export const loadFavoriteSender = loadOnce(() => import('./send-favorite-toggle.ts'));
