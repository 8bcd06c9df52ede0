import { findFormAnswer } from '../../shared/http/form-answer.ts';
import { isPhpErrorOutput } from '../../shared/http/php-error-output.ts';
import { RequestError } from '../../shared/http/request-error.ts';

/** A STATUS/MESSAGE error answer to `getReview`: the server's own reason why there is no review. */
export class ReviewErrorAnswer extends Error {
  override readonly name = 'ReviewErrorAnswer';

  constructor(readonly messages: readonly string[]) {
    super(`The server refused the review: ${messages.join(' / ') || '(no message)'}.`);
  }
}

/**
 * Reads the answer to `getReview` (spec §7: HTML for the review container) and returns it
 * sanitised by `sanitize`. An empty answer, PHP's error output, a STATUS answer other than an
 * error, or HTML with nothing left to show once sanitised is a `malformed` RequestError; a STATUS
 * error answer is a ReviewErrorAnswer. Any other text is the review, even when it starts with `[`
 * or `{` ("[Edit] great night") or a word PHP also uses ("Warning: she arrived late").
 */
export function readReviewAnswer(text: string, sanitize: (html: string) => string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw malformed('The review answer is empty.');
  if (isPhpErrorOutput(trimmed)) throw malformed('The review answer is a PHP error.');
  const answer = findFormAnswer(trimmed);
  if (answer?.status === 'error') throw new ReviewErrorAnswer(listOf(answer.message));
  if (answer) throw malformed('The review answer is a STATUS success instead of the review.');
  const html = sanitize(text);
  if (!showsSomething(html)) throw malformed('The review answer has nothing to show once sanitised.');
  return html;
}

function malformed(message: string): RequestError {
  return new RequestError('malformed', message);
}

function listOf(message: string | readonly string[]): string[] {
  return (typeof message === 'string' ? [message] : [...message]).filter((item) => item.trim() !== '');
}

// A <template> parses without running or loading anything.
function showsSomething(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() !== '' || template.content.querySelector('img') !== null;
}
