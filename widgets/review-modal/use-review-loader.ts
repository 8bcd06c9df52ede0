import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isAbort } from '../../shared/http/request-error.ts';
import { afterNextPaint } from '../../shared/lazy/after-next-paint.ts';
import { useAfterIdlePrefetch } from '../../shared/lazy/use-after-idle-prefetch.ts';
import { replyMessages } from '../../shared/messages/catalogue/reply-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { fetchReviewHtml, loadReviewSanitizer } from './fetch-review-html.ts';
import { reviewFailureMessages } from './review-failure-messages.ts';

const t = messagesFrom(replyMessages);

/** What the review view shows: nothing yet, the loading state, the sanitised review, or why it failed. */
export type ReviewView =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly reviewId: number }
  | { readonly status: 'loaded'; readonly reviewId: number; readonly html: string }
  | {
      readonly status: 'failed';
      readonly reviewId: number | null;
      readonly messages: readonly string[];
      /** False when trying again cannot help (the trigger names no review). */
      readonly retryable: boolean;
    };

/** The review view's state and the call that shows a review in it. */
export interface ReviewLoader {
  readonly view: ReviewView;
  /** Shows review `reviewId` (null: the trigger named none): from the cache, or loaded now. */
  readonly show: (reviewId: number | null) => void;
}

interface PendingReview {
  readonly reviewId: number;
  readonly controller: AbortController;
}

/**
 * Loads reviews for the review view, one at a time: showing another review aborts the previous
 * request, and an answer for a review that is no longer wanted is never shown (it is still kept).
 * Each review loaded is cached for the page's life; failures are not, so showing again retries.
 * `onShown` runs each time a review's HTML is shown. A view whose `reviewId` is not the one shown
 * last is stale: the caller shows it as loading, so that showing a review not yet loaded changes
 * no state (issue 19: opening renders once). The request starts after the next paint, and the
 * sanitiser is readied when the page is idle (never under Save-Data or on 2g).
 */
export function useReviewLoader(onShown: (reviewId: number) => void): ReviewLoader {
  const [view, setView] = useState<ReviewView>({ status: 'idle' });
  const cache = useRef(new Map<number, string>());
  const pending = useRef<PendingReview | null>(null);
  const wanted = useRef<number | null>(null);
  const latestOnShown = useRef(onShown);
  latestOnShown.current = onShown;
  const latestView = useRef(view);
  latestView.current = view;

  // A layout effect: the view shows a review from one, and Preact drops a passive effect that has
  // not run yet when its component unmounts, cleanup and all.
  useLayoutEffect(() => () => pending.current?.controller.abort(), []);
  useAfterIdlePrefetch(() => {
    // Nobody asked for a review yet: a failure here is for the first review's own load to retry.
    loadReviewSanitizer().catch(() => undefined);
  });

  const show = useCallback((reviewId: number | null) => {
    wanted.current = reviewId;
    const abortPending = () => {
      pending.current?.controller.abort();
      pending.current = null;
    };
    if (reviewId === null) {
      abortPending();
      setView({ status: 'failed', reviewId: null, messages: [t('noReviewId')], retryable: false });
      return;
    }
    const cached = cache.current.get(reviewId);
    if (cached !== undefined) {
      abortPending();
      setView({ status: 'loaded', reviewId, html: cached });
      latestOnShown.current(reviewId);
      return;
    }
    // Only this review's failure (a retry) must change: another review's view is stale, shown as
    // loading already. Not even a setter call with the same state: React may render again to find that out.
    const current = latestView.current;
    if (current.status === 'failed' && current.reviewId === reviewId) setView({ status: 'loading', reviewId });
    // Opened again while its answer is on the way: wait for that one.
    if (pending.current?.reviewId === reviewId) return;
    abortPending();
    const controller = new AbortController();
    pending.current = { reviewId, controller };
    // After the paint of the loading state: nothing of the request is in the tap's (or the retry's) frame.
    afterNextPaint(() => {
      if (controller.signal.aborted) return;
      fetchReviewHtml(reviewId, controller.signal)
        .then(
          (html) => {
            cache.current.set(reviewId, html);
            if (wanted.current !== reviewId || controller.signal.aborted) return;
            setView({ status: 'loaded', reviewId, html });
            latestOnShown.current(reviewId);
          },
          (error: unknown) => {
            if (isAbort(error) || controller.signal.aborted || wanted.current !== reviewId) return;
            setView({ status: 'failed', reviewId, messages: reviewFailureMessages(error), retryable: true });
          },
        )
        .finally(() => {
          if (pending.current?.controller === controller) pending.current = null;
        });
    });
  }, []);

  return { view, show };
}
