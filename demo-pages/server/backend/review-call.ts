import { findReview, type Review } from '../fixtures/reviews.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { lastValue } from '../http/params-record.ts';
import { badRequest, htmlAnswer, textAnswer } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { parsePositiveId } from './parse-id.ts';

/** Renders a review as the HTML fragment the legacy script sent into the review container. */
function reviewFragment(review: Review): string {
  return [
    `<article class="review-full" data-review-id="${review.id}">`,
    `<h3 class="h5">${escapeHtml(review.title)}</h3>`,
    `<p class="review-meta">${escapeHtml(review.author)} · ${review.date} · Rating ${review.rating} of 5</p>`,
    // The body is stored as HTML on purpose: review 666 must reach the page unsanitised.
    `<div class="review-text">${review.bodyHtml}</div>`,
    '</article>',
  ].join('\n');
}

/** `getReview=ID` posted to the current page: answers the review as an HTML fragment, 404 when unknown (spec §7). */
export const reviewCall: BackendCall = {
  kind: 'review',
  answer({ fields }) {
    const id = parsePositiveId(lastValue(fields, 'getReview'));
    if (id === null) return badRequest('getReview must be a review id');
    const review = findReview(id);
    return review ? htmlAnswer(reviewFragment(review)) : textAnswer('Review not found', 404);
  },
  // The review call always answers HTML, so its error branches are error fragments.
  errorMessage: () => htmlAnswer('<div class="alert alert-danger" role="alert">This review is not available right now.</div>'),
  errorList: () =>
    htmlAnswer(
      '<ul class="alert alert-danger" role="alert"><li>This review is waiting for moderation.</li><li>Please try again later.</li></ul>',
    ),
};
