import { describe, expect, it } from 'vitest';
import { favoriteMessages } from '../../../../shared/messages/catalogue/favorite-messages.ts';

describe('favoriteMessages', () => {
  it('holds the favorite button names of spec §4 and the contract verbatim', () => {
    expect(favoriteMessages).toEqual({
      addToFavorites: 'Add to favorites',
      removeFromFavorites: 'Remove from favorites',
    });
  });
});
