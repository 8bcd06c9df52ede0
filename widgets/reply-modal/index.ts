import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { mountOnFirstTrigger } from '../../shared/modal/mount-on-first-trigger.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { REPLY_MODAL_ID } from './reply-modal-id.ts';
import { ReplyOptionsSchema } from './reply-options.ts';

const t = messagesFrom(controlMessages);

/**
 * `<div data-widget="reply-modal" data-dancer-id="42"></div>`: the reply to a review
 * (`replyReviewModal`), opened by the page's `<button aria-controls="replyReviewModal"
 * aria-haspopup="dialog" data-review-id="ID">` triggers. Only a click listener ships with the page;
 * the modal's code loads on the first click (see mountOnFirstTrigger).
 */
export default defineWidget({
  name: 'reply-modal',
  options: ReplyOptionsSchema,
  mount: (element, options, context) =>
    mountOnFirstTrigger({
      modalId: REPLY_MODAL_ID,
      load: async () => {
        const { mountReplyModal } = await import('./mount-reply-modal.tsx');
        return (trigger) => mountReplyModal(element, REPLY_MODAL_ID, options, trigger, context);
      },
      onLoadError: () => notifyError(t('partLoadFailed')),
    }),
});
