import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the other-cities widget's catalogue entry and its events. */
export default defineWidgetDocs<{ add: { count: number }; remove: { count: number } }>({
  group: 'add-profile',
  events: {
    add: { when: 'a block was added', detail: { count: 'the number of blocks now' } },
    remove: { when: 'a block was removed', detail: { count: 'the number of blocks now' } },
  },
});
