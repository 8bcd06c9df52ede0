import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { AgeCheckConfirmDetail, AgeCheckLeaveDetail } from './open-age-gate.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the age-check widget's catalogue entry and its events. */
export default defineWidgetDocs<{ show: Record<never, never>; confirm: AgeCheckConfirmDetail; leave: AgeCheckLeaveDetail }>({
  group: 'listing',
  events: {
    show: { when: 'the gate was shown', detail: {} },
    confirm: { when: 'the visitor confirmed being 18 or older', detail: { stored: 'whether the browser kept the `agecheck` cookie' } },
    leave: { when: 'the visitor chose to leave', detail: { url: 'where the visitor is sent' } },
  },
});
