import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the claim-modal widget's catalogue entry and its events. */
export default defineWidgetDocs<{ sent: void }>({
  group: 'profile',
  events: {
    sent: { when: 'the server accepted a claim', detail: null },
  },
});
