import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { SuggestionChooseDetail } from './combobox/SearchCombobox.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the search-suggestions widget's catalogue entry and its events. */
export default defineWidgetDocs<{ choose: SuggestionChooseDetail }>({
  group: 'listing',
  events: {
    choose: { when: 'a suggestion was chosen', detail: { value: 'the item\'s value', label: 'its label', category: 'its group', url: 'the absolute address followed, `null` when it is not followed' } },
  },
});
