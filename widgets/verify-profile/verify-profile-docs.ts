import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';

/** Docs-only (read by `npm run docs`, never shipped): the verify-profile widget's catalogue entry and its events. */
export default defineWidgetDocs<{ choose: { step: string }; back: void; report: { step: string; status: string } }>({
  group: 'add-profile',
  events: {
    choose: { when: 'a step was chosen', detail: { step: 'the step\'s `data-verify-step`' } },
    back: { when: 'the visitor went back to the intro', detail: null },
    report: { when: 'the step\'s frame reported its outcome', detail: { step: 'the step', status: '`uploaded`, `failed` or `cancelled`' } },
  },
});
