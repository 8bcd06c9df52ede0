import { describe, expect, it } from 'vitest';
import { isPhpErrorOutput } from '../../../shared/http/php-error-output.ts';

describe('isPhpErrorOutput', () => {
  it.each([
    ['an HTML fatal error', '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php'],
    ['an HTML warning', '<br>\n<b>Warning</b>:  Undefined variable $x in /var/www/site.php on line 3<br />\n<p>review</p>'],
    ['an HTML parse error', '<b>Parse error</b>: syntax error'],
    ['a plain-text fatal error', 'PHP Fatal error:  Uncaught Error'],
    ['a plain-text notice', '\n Notice: Undefined index: id'],
  ])('recognises %s', (_name, text) => {
    expect(isPhpErrorOutput(text)).toBe(true);
  });

  it.each([
    ['a review fragment', '<article class="review-full"><p><b>Warning</b>: she was late.</p></article>'],
    ['a STATUS answer', '{"STATUS":"error","MESSAGE":"Fatal error: none"}'],
    ['an empty answer', ''],
    ['a short token', '1'],
  ])('does not take %s for one', (_name, text) => {
    expect(isPhpErrorOutput(text)).toBe(false);
  });
});
