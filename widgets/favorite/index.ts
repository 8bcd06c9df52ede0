import { loadOnce } from '../../shared/lazy/load-once.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { FavoriteOptionsSchema } from './favorite-options.ts';
import { mountFavoriteOnFirstClick } from './mount-favorite-on-first-click.ts';

/** The React part (Preact on the page) loads on first use: the profile page's first download has no React. */
const loadFavoriteButton = loadOnce(() => import('./mount-favorite-button.tsx').then((module) => module.mountFavoriteButton));

/** `data-widget="favorite"`: the add/remove favorites button of a profile. */
export default defineWidget({
  name: 'favorite',
  options: FavoriteOptionsSchema,
  mount: (element, options, context) => mountFavoriteOnFirstClick(element, options, context, loadFavoriteButton),
});
