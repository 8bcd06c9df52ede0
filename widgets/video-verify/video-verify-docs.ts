import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the video-verify widget's catalogue entry and its events. */
export default defineWidgetDocs({
  group: 'add-profile',
  events: {},
});
