import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the geo-select widget's catalogue entry and its events. */
export default defineWidgetDocs<{ load: { list: string; count: number }; failed: { list: string; failure: string } }>({
  group: 'add-profile',
  events: {
    load: { when: 'a dependent list was filled', detail: { list: '`cities`, `areas` or `clubs`', count: 'how many options it has' } },
    failed: { when: 'a dependent list could not be loaded', detail: { list: '`cities`, `areas` or `clubs`', failure: 'how the call failed: `http`, `network`, `timeout` or `malformed`' } },
  },
});
