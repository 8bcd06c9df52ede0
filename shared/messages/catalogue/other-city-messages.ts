/** Messages of the catalogue: the repeatable other-city blocks (spec §5 gives the limit, not the texts). */
export const otherCityMessages = {
  otherCityTitle: 'Other city {number}',
  otherCityRemove: 'Remove other city {number}',
  otherCityHint: 'You can add up to {max} other cities.',
  otherCityLimitReached: 'You have added {max} other cities, the most allowed. Remove one to add another.',
} as const;
