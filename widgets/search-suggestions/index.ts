import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { SearchSuggestionsOptionsSchema } from './search-suggestions-options.ts';
import { startSearchSuggestions } from './start-search-suggestions.ts';

/** `data-widget="search-suggestions"`: the header search box as a combobox with grouped suggestions. */
export default defineWidget({
  name: 'search-suggestions',
  options: SearchSuggestionsOptionsSchema,
  mount: (element, _options, context) => startSearchSuggestions(element, context),
});
