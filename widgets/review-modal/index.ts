import * as v from 'valibot';
import { defineModalWidget } from '../../shared/modal/define-modal-widget.ts';
import { REVIEW_MODAL_ID } from './review-modal-id.ts';

/**
 * `<div data-widget="review-modal"></div>`: the review view (`reviewModal`), opened by the page's
 * `<button aria-controls="reviewModal" aria-haspopup="dialog" data-review-id="ID">` triggers. Only its
 * trigger listeners ship with the page; the modal loads on the first click or when the page is idle, DOMPurify at the next idle moment or with the first review.
 */
export default defineModalWidget({
  name: 'review-modal',
  modalId: REVIEW_MODAL_ID,
  options: v.object({}),
  load: () => import('./ReviewModal.tsx').then((module) => module.ReviewModal),
});
