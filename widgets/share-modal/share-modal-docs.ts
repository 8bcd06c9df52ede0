import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the share-modal widget's catalogue entry and its events. */
export default defineWidgetDocs<{ sent: void; copy: { url: string } }>({
  group: 'profile',
  events: {
    sent: { when: 'the server accepted a share', detail: null },
    copy: { when: 'the short link was copied', detail: { url: 'the link copied' } },
  },
});
