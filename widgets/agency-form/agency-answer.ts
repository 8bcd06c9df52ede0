import { isPhpErrorOutput } from '../../shared/http/php-error-output.ts';
import { RequestError } from '../../shared/http/request-error.ts';

/** What the change-agency-info call answered (spec §7): a taken name, a taken phone, or success. */
export type AgencyAnswer = 'name-taken' | 'phone-taken' | 'changed';

// A login or error page sent instead of the plain-text answer.
const HTML_PAGE = /^\s*<(?:!doctype|html)\b/i;

/**
 * Reads the plain-text answer: `agency_name_exist`, `agency_phone_exist`, anything else success.
 * PHP's error output and whole HTML pages are no answer at all: they are malformed, not a success.
 */
export function parseAgencyAnswer(text: string): AgencyAnswer {
  const token = text.trim();
  if (token === 'agency_name_exist') return 'name-taken';
  if (token === 'agency_phone_exist') return 'phone-taken';
  if (isPhpErrorOutput(text) || HTML_PAGE.test(text)) {
    throw new RequestError('malformed', 'Expected agency_name_exist, agency_phone_exist or a success text as the agency answer.');
  }
  return 'changed';
}
