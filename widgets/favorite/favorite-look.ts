import type { favoriteMessages } from '../../shared/messages/catalogue/favorite-messages.ts';

/** How the favorite button looks in one state: the same for the server markup, the plain first button and the React one. */
export interface FavoriteLook {
  readonly buttonClass: string;
  readonly heartClass: string;
  readonly heart: string;
  readonly label: keyof typeof favoriteMessages;
}

/** The favorite button's classes, heart and label key for `favorite` (spec §4). */
export function favoriteLook(favorite: boolean): FavoriteLook {
  return {
    buttonClass: `btn favorite-button ${favorite ? 'btn-outline-danger' : 'btn-primary'}`,
    heartClass: `favorite-heart ${favorite ? 'favorite-heart-solid' : 'favorite-heart-hollow'}`,
    heart: favorite ? '\u2665' : '\u2661',
    label: favorite ? 'removeFromFavorites' : 'addToFavorites',
  };
}
