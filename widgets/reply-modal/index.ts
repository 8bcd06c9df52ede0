import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { showToastsAfterReload } from '../../shared/notify/show-toasts-after-reload.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { REPLY_MODAL_ID } from './reply-modal-id.ts';
import { ReplyOptionsSchema, type ReplyOptions } from './reply-options.ts';

const modal = defineModalWidget({
  name: 'reply-modal',
  modalId: REPLY_MODAL_ID,
  options: ReplyOptionsSchema,
  load: () => import('./mount-reply-modal.tsx'),
});

/**
 * `<div data-widget="reply-modal" data-dancer-id="42"></div>`: the reply to a review
 * (`replyReviewModal`), opened by the page's `<button aria-controls="replyReviewModal"
 * aria-haspopup="dialog" data-review-id="ID">` triggers. Only a click listener ships with the page;
 * the modal's code loads on the first click (see defineModalWidget). On the load that follows a
 * reply it shows the server's message, kept for it (see showToastsAfterReload).
 */
export default defineWidget<ReplyOptions>({
  name: modal.name,
  options: ReplyOptionsSchema,
  mount(element, options, context) {
    showToastsAfterReload();
    return modal.mount(element, options, context);
  },
});
