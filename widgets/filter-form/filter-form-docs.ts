import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { FilterFormApplyDetail } from './apply-filter-form.ts';

/** Docs-only (read by `npm run docs`, never shipped): the filter-form widget's catalogue entry and its events. */
export default defineWidgetDocs<{ apply: FilterFormApplyDetail; reset: Record<never, never> }>({
  group: 'listing',
  events: {
    apply: { when: 'the filters were saved, before the reload', detail: { filters: 'the filters saved', profileTypes: 'each profile type\'s switch' } },
    reset: { when: 'the filters were cleared, before the reload', detail: {} },
  },
});
