/** Messages of the catalogue: header search suggestions (issue 3); the spec gives no texts, these are ours. */
export const searchMessages = {
  suggestionsLabel: 'Search suggestions',
  suggestionsAvailable: '{count} suggestions available',
  suggestionAvailable: '1 suggestion available',
  suggestionsNone: 'No suggestions found',
  suggestionsFailed: 'Suggestions are not available right now. Press Enter to search.',
} as const;
