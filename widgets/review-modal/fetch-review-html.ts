import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { readReviewAnswer } from './review-answer.ts';

/**
 * Posts `getReview={id}` to the current page (spec §7) and resolves with the review's HTML,
 * sanitised. DOMPurify loads here, beside the request, so that it is never part of the page's
 * first download nor of the modal's own chunk.
 */
export async function fetchReviewHtml(reviewId: number, signal: AbortSignal): Promise<string> {
  const [text, { sanitizeReviewHtml }] = await Promise.all([
    postForm(currentPageUrl(), { getReview: reviewId }, { signal }),
    import('./sanitize-review-html.ts'),
  ]);
  return readReviewAnswer(text, sanitizeReviewHtml);
}
