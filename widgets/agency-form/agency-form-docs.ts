import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { AgencyFormDetail } from './send-agency-info.ts';

/** Docs-only (read by `npm run docs`, never shipped): the agency-form widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: AgencyFormDetail; 'add-profile': AgencyFormDetail }>({
  group: 'add-profile',
  events: {
    change: { when: 'the server saved the details, before the reload', detail: { name: 'the agency name', phone: 'the agency phone' } },
    'add-profile': { when: '"Add new profile" goes on', detail: { name: 'the agency name', phone: 'the agency phone' } },
  },
});
