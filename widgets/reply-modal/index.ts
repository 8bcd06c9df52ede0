import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { REPLY_MODAL_ID } from './reply-modal-id.ts';
import { ReplyOptionsSchema } from './reply-options.ts';

/**
 * `<div data-widget="reply-modal" data-dancer-id="42"></div>`: the reply to a review
 * (`replyReviewModal`), opened by the page's `<button aria-controls="replyReviewModal"
 * aria-haspopup="dialog" data-review-id="ID">` triggers. Only a click listener ships with the page;
 * the modal's code loads on the first click (see defineModalWidget).
 */
export default defineModalWidget({
  name: 'reply-modal',
  modalId: REPLY_MODAL_ID,
  options: ReplyOptionsSchema,
  load: () => import('./mount-reply-modal.tsx'),
});
