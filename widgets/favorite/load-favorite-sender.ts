import { loadOnce } from '../../shared/lazy/load-once.ts';

/**
 * Loads the favorite call's code (and the HTTP code under it) on first use, out of the page's first
 * download; one load shared by the plain first button's prefetch and the React button.
 */
export const loadFavoriteSender = loadOnce(() => import('./send-favorite-toggle.ts'));
