import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { FilterHashApplyDetail, FilterHashRefuseDetail } from './apply-filter-hash.ts';
import type { FilterHashSyncDetail } from './FilterHash.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the filter-hash widget's catalogue entry and its events. */
export default defineWidgetDocs<{ apply: FilterHashApplyDetail; sync: FilterHashSyncDetail; refuse: FilterHashRefuseDetail }>({
  group: 'listing',
  events: {
    apply: { when: 'a hash\'s values were saved, before the reload', detail: { values: 'the values saved' } },
    sync: { when: 'the hash was written to mirror the cookies', detail: { hash: 'the hash now in the address, `\'\'` for none' } },
    refuse: { when: 'a hash\'s values were not saved', detail: { values: 'the values that differ', reason: 'why they were refused' } },
  },
});
