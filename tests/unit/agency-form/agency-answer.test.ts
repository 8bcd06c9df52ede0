import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { parseAgencyAnswer } from '../../../widgets/agency-form/agency-answer.ts';

describe('parseAgencyAnswer', () => {
  it('reads agency_name_exist as a taken name and agency_phone_exist as a taken phone, around white space', () => {
    expect(parseAgencyAnswer('agency_name_exist')).toBe('name-taken');
    expect(parseAgencyAnswer(' agency_phone_exist\n')).toBe('phone-taken');
  });

  it.each(['ok', '', '1', 'saved', 'Agency_name_exist', '{"STATUS":"success"}', 'Warning: this is not PHP output'])('reads any other text, such as %j, as success', (text) => {
    expect(parseAgencyAnswer(text)).toBe('changed');
  });

  it.each(['<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php', 'PHP Warning:  oops in /var/www/site.php on line 12', '<!doctype html><title>Login</title>', '<html><body>Login</body></html>'])(
    'refuses PHP error output and whole HTML pages, such as %j, as malformed',
    (text) => {
      expect(() => parseAgencyAnswer(text)).toThrow(RequestError);
      try {
        parseAgencyAnswer(text);
      } catch (error) {
        expect((error as RequestError).failure).toBe('malformed');
      }
    },
  );
});
