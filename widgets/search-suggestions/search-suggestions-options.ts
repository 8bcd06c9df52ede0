import * as v from 'valibot';

/**
 * `<div data-widget="search-suggestions">` around the header's `<input type="search">` takes no
 * attributes: the endpoint comes from the page config, the limits from shared/constants.ts.
 */
export const SearchSuggestionsOptionsSchema = v.object({});

/** The search suggestions' typed options (none). */
export type SearchSuggestionsOptions = v.InferOutput<typeof SearchSuggestionsOptionsSchema>;
