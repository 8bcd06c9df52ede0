import { describe, expect, it } from 'vitest';
import { isPhpErrorOutput } from '../../../shared/http/php-error-output.ts';

describe('isPhpErrorOutput', () => {
  it.each([
    [
      'an HTML fatal error (an uncaught exception, over several lines)',
      '<br />\n<b>Fatal error</b>:  Uncaught Error: Call to undefined function review_html() in /var/www/site.php:12\nStack trace:\n#0 {main}\n  thrown in <b>/var/www/site.php</b> on line <b>12</b><br />\n',
    ],
    ['an HTML warning', '<br>\n<b>Warning</b>:  Undefined variable $x in /var/www/site.php on line 3<br />\n<p>review</p>'],
    ['an HTML warning with its file and line in bold', '<br />\n<b>Warning</b>:  Undefined variable $x in <b>/var/www/site.php</b> on line <b>3</b><br />\n'],
    ['an HTML parse error', "<b>Parse error</b>:  syntax error, unexpected token \"}\" in <b>/var/www/site.php</b> on line <b>7</b>"],
    ['a plain-text fatal error', 'PHP Fatal error:  Uncaught Error: oops in /var/www/site.php:4\nStack trace:\n#0 {main}\n  thrown in /var/www/site.php on line 4'],
    ['a plain-text notice', '\n Notice: Undefined index: id in /var/www/ajax.php on line 20\n1'],
    ['a warning on Windows', 'Warning: Division by zero in C:\\www\\site.php on line 9'],
    ["PHP's HTML error cut before its file and line", '<br />\n<b>Fatal error</b>: Uncaught Error'],
    ['a deprecation in code without a file', 'PHP Deprecated:  Something old in Unknown on line 0'],
  ])('recognises %s', (_name, text) => {
    expect(isPhpErrorOutput(text)).toBe(true);
  });

  it.each([
    ['a review fragment', '<article class="review-full"><p><b>Warning</b>: she was late.</p></article>'],
    ['a STATUS answer', '{"STATUS":"error","MESSAGE":"Fatal error: none"}'],
    ['an empty answer', ''],
    ['a short token', '1'],
    ['a review that starts with "Warning:"', 'Warning: she arrived late, but she stayed longer to make up for it.'],
    ['a review that starts with a bold "Notice:"', '<p><b>Notice</b>: bring cash. We met in the lobby and she was lovely.</p>'],
    ['a review that starts with "Fatal error:" and mentions a place', 'Fatal error: booking her only for an hour. In Paris on line 4 of the metro.'],
    ['a review that quotes PHP output further down', '<p>Great night.</p><p>Warning: Undefined variable $x in /var/www/site.php on line 3</p>'],
    ['a bold "Warning:" after a line break that is not PHP\'s', '<br><b>Warning</b>: she arrived late.'],
  ])('does not take %s for one', (_name, text) => {
    expect(isPhpErrorOutput(text)).toBe(false);
  });
});
