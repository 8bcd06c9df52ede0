import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { BreadcrumbBarChangeDetail } from './attach-breadcrumb-bar.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the breadcrumb-bar widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: BreadcrumbBarChangeDetail }>({
  group: 'profile',
  events: {
    change: { when: 'the bar was fixed or released', detail: { fixed: '`true` while the bar is fixed at the top' } },
  },
});
