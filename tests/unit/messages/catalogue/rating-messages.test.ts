import { describe, expect, it } from 'vitest';
import { ratingMessages } from '../../../../shared/messages/catalogue/rating-messages.ts';

describe('ratingMessages', () => {
  it('holds the rating texts of the contract ("Rating") verbatim', () => {
    expect(ratingMessages).toEqual({
      ratingLabel: 'Rating',
      ratingStar: '{count} star',
      ratingStars: '{count} stars',
      ratingOutOf: '{value} out of {max} stars',
      ratingNotRated: 'Not rated yet',
    });
  });
});
