import { useEffect, useLayoutEffect, useRef } from 'react';
import { trackEvent } from '../../shared/analytics/track-event.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { reviewModalMessages } from '../../shared/messages/catalogue/review-modal-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { Modal } from '../../shared/modal/Modal.tsx';
import { useModalState } from '../../shared/modal/use-modal-state.ts';
import { useOpenOnMount } from '../../shared/modal/use-open-on-mount.ts';
import { readReviewId } from '../../shared/reviews/review-id.ts';
import type { ModalPartProps } from '../../shared/modal/define-modal-widget.ts';
import { useReviewLoader, type ReviewView } from './use-review-loader.ts';

/** The analytics category of the review view's events. */
export const REVIEW_ANALYTICS_CATEGORY = 'review';

/** What the review view dispatches as `widgets:review-modal:loaded` each time it shows a review. */
export interface ReviewLoadedDetail {
  readonly reviewId: number;
}

const t = messagesFrom(reviewModalMessages);
const tc = messagesFrom(controlMessages);

/**
 * The review view (`reviewModal`, spec §2, §7): opened by a trigger carrying `data-review-id`, it
 * posts `getReview={id}` and shows the server's HTML, sanitised; `aria-busy` and "Loading…" while
 * it comes, and any failure as a message in the modal with a button to try again.
 */
export function ReviewModal({ modalId, openedBy, context }: ModalPartProps<unknown>) {
  const modal = useModalState(modalId);
  useOpenOnMount(modal, openedBy);
  const reviewId = readReviewId(modal.openedBy);
  const { view, show } = useReviewLoader((id) => context.dispatch('loaded', { reviewId: id } satisfies ReviewLoadedDetail));
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (modal.open) trackEvent({ category: REVIEW_ANALYTICS_CATEGORY, action: 'open', label: reviewId === null ? '' : String(reviewId) });
  }, [modal.open, reviewId]);
  // In the opening's commit (issue 19): a review not loaded yet changes no state (the opening
  // rendered its loading state) and its request waits for the paint; one shown before, or a
  // trigger naming none, is rendered before that paint instead of a frame after it.
  useLayoutEffect(() => {
    if (modal.open) show(reviewId);
  }, [modal.open, reviewId, show]);

  // A view of another review than the trigger's (the loader's last, kept while this one loads) is never shown: it reads as loading.
  const shown: ReviewView = view.status !== 'idle' && view.reviewId !== reviewId ? { status: 'idle' } : view;
  const loading = modal.open && (shown.status === 'loading' || shown.status === 'idle');

  const retry = () => {
    // The button disappears: keep focus inside the modal, where the loading state is read.
    body.current?.focus();
    show(reviewId);
  };

  return (
    <Modal {...modal.modalProps} title={t('reviewTitle')} dialogClassName="modal-lg">
      <div ref={body} className="review-modal-body" aria-busy={loading} tabIndex={-1}>
        <p role="status" className={loading ? 'text-muted mb-0' : 'sr-only'}>
          {loading ? tc('loading') : ''}
        </p>
        {shown.status === 'failed' && (
          <div role="alert" className="alert alert-danger mb-0">
            {shown.messages.map((message, index) => (
              <p key={index} className="mb-2">
                {message}
              </p>
            ))}
            {shown.retryable && (
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={retry}>
                {t('reviewRetry')}
              </button>
            )}
          </div>
        )}
        {shown.status === 'loaded' && (
          // Sanitised by DOMPurify in fetchReviewHtml (standing rule 3); the only HTML this bundle inserts.
          <div className="review-modal-html" dangerouslySetInnerHTML={{ __html: shown.html }} />
        )}
      </div>
    </Modal>
  );
}
