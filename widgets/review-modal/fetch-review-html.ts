import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { readReviewAnswer } from './review-answer.ts';

/**
 * The sanitiser's module (DOMPurify), loaded once: never part of the page's first download nor of
 * the modal's own chunk. The review view readies it when the page is idle (useReviewLoader), so that
 * its evaluation is not in the first review's answer; without that, it loads beside the request.
 */
export const loadReviewSanitizer = loadOnce(() => import('./sanitize-review-html.ts'));

/** Posts `getReview={id}` to the current page (spec §7) and resolves with the review's HTML, sanitised. */
export async function fetchReviewHtml(reviewId: number, signal: AbortSignal): Promise<string> {
  const [text, { sanitizeReviewHtml }] = await Promise.all([
    postForm(currentPageUrl(), { getReview: reviewId }, { signal }),
    loadReviewSanitizer(),
  ]);
  return readReviewAnswer(text, sanitizeReviewHtml);
}
