import { failureMessage } from '../../shared/http/failure-message.ts';
import { RequestError } from '../../shared/http/request-error.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { ReviewErrorAnswer } from './review-answer.ts';

const tc = messagesFrom(controlMessages);
const tr = messagesFrom(requestMessages);

/** What the review view says when a review could not be shown: the server's reasons, or ours. */
export function reviewFailureMessages(error: unknown): readonly string[] {
  if (error instanceof ReviewErrorAnswer) return error.messages.length > 0 ? error.messages : [tr('requestMalformed')];
  if (error instanceof RequestError) return [failureMessage(error)];
  // The sanitiser's chunk did not load, or the browser cannot sanitise.
  return [tc('partLoadFailed')];
}
