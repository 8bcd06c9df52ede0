/** Messages of the catalogue: the review view's own texts (the spec gives none for it). */
export const reviewModalMessages = {
  reviewTitle: 'Review',
  reviewRetry: 'Try again',
} as const;
