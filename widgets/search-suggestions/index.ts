import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { SearchSuggestionsOptionsSchema } from './search-suggestions-options.ts';

/** `data-widget="search-suggestions"`: the header search box as a combobox with grouped suggestions. */
export default defineWidget({
  name: 'search-suggestions',
  options: SearchSuggestionsOptionsSchema,
  component: SearchSuggestions,
});
