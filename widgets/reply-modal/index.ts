import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { showToastsAfterReload } from '../../shared/notify/show-toasts-after-reload.ts';
import { REPLY_MODAL_ID } from './reply-modal-id.ts';
import { ReplyOptionsSchema } from './reply-options.ts';

/**
 * `<div data-widget="reply-modal" data-dancer-id="42"></div>`: the reply to a review
 * (`replyReviewModal`), opened by the page's `<button aria-controls="replyReviewModal"
 * aria-haspopup="dialog" data-review-id="ID">` triggers. Only its trigger listeners ship with the
 * page; the modal's code loads on the first click, or earlier when the page is idle (see defineModalWidget). On the load that follows
 * a reply it shows the server's message, kept for it (see showToastsAfterReload).
 */
export default defineModalWidget({
  name: 'reply-modal',
  modalId: REPLY_MODAL_ID,
  options: ReplyOptionsSchema,
  load: () => import('./ReplyModal.tsx').then((module) => module.ReplyModal),
  onMount: showToastsAfterReload,
});
