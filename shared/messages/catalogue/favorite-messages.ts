/** Messages of the catalogue: favorite button (spec §4). */
export const favoriteMessages = {
  addToFavorites: 'Add to favorites',
  removeFromFavorites: 'Remove from favorites',
} as const;
