import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { PageStateChangeDetail } from './PageState.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the page-state widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: PageStateChangeDetail }>({
  group: 'listing',
  events: {
    change: { when: 'the page was scrolled over or back under 100px', detail: { documentScrolled: 'whether the body has `document-scrolled`' } },
  },
});
