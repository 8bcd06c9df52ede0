import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { PriceQuickFilterDetail } from './apply-quick-filter.ts';

/** Docs-only (read by `npm run docs`, never shipped): the price-quick-filter widget's catalogue entry and its events. */
export default defineWidgetDocs<{ apply: PriceQuickFilterDetail }>({
  group: 'listing',
  events: {
    apply: { when: 'the quick filter was saved, before the reload', detail: { filters: 'the filters saved' } },
  },
});
