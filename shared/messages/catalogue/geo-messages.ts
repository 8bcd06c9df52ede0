/** Messages of the catalogue: the country → city → area/club selects (the spec gives none; these are ours). */
export const geoMessages = {
  geoCitiesFailed: 'The list of cities could not be loaded.',
  geoAreasFailed: 'The list of areas could not be loaded.',
  geoClubsFailed: 'The list of clubs could not be loaded.',
  geoRetry: 'Try again',
} as const;
