import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { ReportSentDetail } from './ReportModal.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the report-modal widget's catalogue entry and its events. */
export default defineWidgetDocs<{ sent: ReportSentDetail }>({
  group: 'profile',
  events: {
    sent: { when: 'the server accepted a report', detail: { dancerId: 'the profile\'s id', issue: 'the issue chosen, `1` to `4`' } },
  },
});
