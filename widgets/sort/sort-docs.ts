import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { SortChangeDetail } from './save-sort-choice.ts';

/** Docs-only (read by `npm run docs`, never shipped): the sort widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: SortChangeDetail }>({
  group: 'listing',
  events: {
    change: { when: 'a sort key was chosen, before the reload', detail: { cookie: 'the cookie written', value: 'the sort key' } },
  },
});
