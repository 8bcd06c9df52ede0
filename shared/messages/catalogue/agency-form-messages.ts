/** Messages of the catalogue: the agency form's own texts (the spec gives none for these; ours). */
export const agencyFormMessages = {
  agencyLockedReason: 'These are your agency’s details: they are filled in for every profile you add and cannot be changed here.',
  agencySaving: 'Saving the agency details…',
  agencyReloadCountdown: 'The page reloads in {seconds} s.',
} as const;
