import { defineWidgetDocs } from '../../shared/docs/define-widget-docs.ts';
import type { ReplySentDetail } from './ReplyModal.tsx';

/** Docs-only (read by `npm run docs`, never shipped): the reply-modal widget's catalogue entry and its events. */
export default defineWidgetDocs<{ sent: ReplySentDetail }>({
  group: 'profile',
  events: {
    sent: { when: 'the server accepted a reply', detail: { reviewId: 'the review replied to', dancerId: 'the profile\'s id' } },
  },
});
