/**
 * Messages of the catalogue: the rating's texts (contract "Rating"). The contract gives the stars'
 * names, the read-only text and the default label; `{count}`, `{value}` and `{max}` are numbers.
 */
export const ratingMessages = {
  ratingLabel: 'Rating',
  ratingStar: '{count} star',
  ratingStars: '{count} stars',
  ratingOutOf: '{value} out of {max} stars',
  ratingNotRated: 'Not rated yet',
} as const;
