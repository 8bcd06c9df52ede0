import { findReview } from '../fixtures/reviews.ts';
import { lastValue } from '../http/params-record.ts';
import { formError, formErrors, formSuccess } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { backendMessages as m } from './backend-messages.ts';
import { checkFields, matches, maxLength, minLength, required } from './field-rules.ts';

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** Reply form fields posted to the current page, checked with spec §5's rules; the review must exist. */
export const replyCall: BackendCall = {
  kind: 'reply',
  answer({ fields }) {
    const issues = checkFields(fields, {
      reply_text: [required(m.enterYourReply), minLength(50, m.replyMin50), maxLength(10000, m.replyMax)],
      review_id: [required(m.noReviewId), matches(POSITIVE_ID, m.noReviewId)],
      dancer_id: [matches(POSITIVE_ID, m.unknownProfile)],
      profile_link: [required(m.missingProfileLink)],
    });
    if (issues.length > 0) return formErrors(issues);
    if (!findReview(Number(lastValue(fields, 'review_id')))) return formError(m.reviewMissing);
    return formSuccess(m.replySent);
  },
  errorMessage: () => formError('You can only reply to reviews of your own profile.'),
  errorList: () =>
    formErrors([
      { code: 'reply_text', message: m.replyMin50 },
      { code: 'review_id', message: m.noReviewId },
    ]),
};
