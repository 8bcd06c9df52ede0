import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/http/request-error.ts';
import { parseShortUrlAnswer } from '../../../widgets/share-modal/short-url-answer.ts';

describe('parseShortUrlAnswer', () => {
  it.each(['http://127.0.0.1:8080/s/abc123', 'https://example.com/s/x', 'HTTPS://EXAMPLE.COM/s/x'])('accepts the http(s) url %s', (url) => {
    expect(parseShortUrlAnswer(JSON.stringify({ url }))).toEqual({ url });
  });

  it('passes on a STATUS error answer to be shown', () => {
    expect(parseShortUrlAnswer('{"STATUS":"error","MESSAGE":"Not now."}')).toEqual({
      error: { status: 'error', message: 'Not now.', codes: [] },
    });
  });

  it.each([
    ['HTML', '<br />\n<b>Fatal error</b>'],
    ['an empty answer', ''],
    ['JSON without url', '{"link":"https://example.com/s/x"}'],
    ['a url that is no string', '{"url":42}'],
    ['a javascript: url', '{"url":"javascript:alert(1)"}'],
    ['a data: url', '{"url":"data:text/html,hi"}'],
    ['a relative url', '{"url":"/s/abc"}'],
    ['a protocol-relative url', '{"url":"//evil.example/s"}'],
    ['a padded javascript: url', '{"url":" javascript:alert(1)"}'],
    ['an http url that does not parse', '{"url":"http://"}'],
    ['a STATUS success without url', '{"STATUS":"success","MESSAGE":"ok"}'],
  ])('rejects %s as malformed', (_case, text) => {
    let error: unknown;
    try {
      parseShortUrlAnswer(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).failure).toBe('malformed');
  });
});
