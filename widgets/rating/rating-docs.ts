import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { RatingChangeDetail } from './RatingInput.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the rating widget's catalogue entry and its events. */
export default defineWidgetDocs<{ change: RatingChangeDetail }>({
  group: 'profile',
  events: {
    change: { when: 'the visitor chose a rating in an input', detail: { value: 'the value chosen, `1` to `5`, as the form posts it' } },
  },
});
