import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { ReviewLoadedDetail } from './ReviewModal.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the review-modal widget's catalogue entry and its events. */
export default defineWidgetDocs<{ loaded: ReviewLoadedDetail }>({
  group: 'profile',
  events: {
    loaded: { when: 'a review was shown', detail: { reviewId: 'the review\'s id' } },
  },
});
