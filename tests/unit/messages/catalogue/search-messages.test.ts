import { describe, expect, it } from 'vitest';
import { searchMessages } from '../../../../shared/messages/catalogue/search-messages.ts';

describe('searchMessages', () => {
  it('holds the texts of the search suggestions (ours: the spec gives none)', () => {
    expect(searchMessages).toEqual({
      suggestionsLabel: 'Search suggestions',
      suggestionsAvailable: '{count} suggestions available',
      suggestionAvailable: '1 suggestion available',
      suggestionsNone: 'No suggestions found',
      suggestionsFailed: 'Suggestions are not available right now. Press Enter to search.',
    });
  });
});
