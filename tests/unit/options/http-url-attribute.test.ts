import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { httpUrlAttribute } from '../../../shared/options/attribute-schemas.ts';

const schema = httpUrlAttribute('https://www.google.com/');

describe('httpUrlAttribute', () => {
  it('gives the fallback when the attribute is absent', () => {
    expect(v.parse(schema, undefined)).toBe('https://www.google.com/');
  });

  it.each(['https://example.com/', 'http://example.com', 'HTTPS://EXAMPLE.COM/path?q=1#h', 'https://sub.example.co.uk:8443/a'])(
    'accepts the http(s) URL %j as written',
    (url) => {
      expect(v.parse(schema, url)).toBe(url);
    },
  );

  it.each(['', 'javascript:alert(1)', ' https://example.com/', 'data:text/html,x', '//example.com/', '/leave', 'example.com', 'https://', 'https:///path', 'https://exa mple.com/', 'ftp://example.com/'])(
    'refuses %j with the message "expected an absolute http(s) URL"',
    (url) => {
      const result = v.safeParse(schema, url);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('expected an absolute http(s) URL such as "https://example.com/"');
    },
  );
});
