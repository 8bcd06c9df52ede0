import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { MobileNavChangeDetail } from './mark-link.ts';

/** Docs-only (read by `npm run docs`, never shipped): the mobile-nav widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: MobileNavChangeDetail }>({
  group: 'profile',
  events: {
    change: { when: 'another section became the current one', detail: { section: 'the id of the section now current' } },
  },
});
