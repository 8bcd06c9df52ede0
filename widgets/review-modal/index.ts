import * as v from 'valibot';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { mountOnFirstTrigger } from '../../shared/modal/mount-on-first-trigger.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { REVIEW_MODAL_ID } from './review-modal-id.ts';

const t = messagesFrom(controlMessages);

/**
 * `<div data-widget="review-modal"></div>`: the review view (`reviewModal`), opened by the page's
 * `<button aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="ID">` triggers. Only a
 * click listener ships with the page; the modal loads on the first click, DOMPurify with the first review.
 */
export default defineWidget({
  name: 'review-modal',
  options: v.object({}),
  mount: (element, _options, context) =>
    mountOnFirstTrigger({
      modalId: REVIEW_MODAL_ID,
      load: async () => {
        const { mountReviewModal } = await import('./mount-review-modal.tsx');
        return (trigger) => mountReviewModal(element, REVIEW_MODAL_ID, trigger, context);
      },
      onLoadError: () => notifyError(t('partLoadFailed')),
    }),
});
