import { findFormAnswer, type FormAnswer } from '../../shared/http/form-answer.ts';
import { isPhpErrorOutput } from '../../shared/http/php-error-output.ts';
import { RequestError } from '../../shared/http/request-error.ts';

/**
 * Reads the report answer, whose format the spec does not give (§7): a STATUS/MESSAGE/CODE answer
 * counts as such (a broken one is malformed); any other 2xx answer is a success, shown with
 * `genericSuccess`. Only PHP's error output, which arrives with HTTP 200 too, is malformed.
 */
export function readReportAnswer(text: string, genericSuccess: string): FormAnswer {
  const trimmed = text.trim();
  if (isPhpErrorOutput(trimmed)) throw new RequestError('malformed', 'The report answer is a PHP error.');
  return findFormAnswer(trimmed) ?? { status: 'success', message: genericSuccess, codes: [] };
}
