import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { urlAttribute } from '../../../shared/options/url-attribute.ts';

// The test page is http://localhost:3000/ (happy-dom's default).
const ANY_HOST_RULE =
  'expected an http(s) URL or a path ("/…") on this site as the browser reads it ("/\\host" and "//host" are other hosts)';
const FRAGMENT_RULE =
  'expected "#id", an http(s) URL or a path ("/…") on this site as the browser reads it ("/\\host" and "//host" are other hosts)';
const THIS_SITE_RULE =
  'expected a path ("/…") or URL of this site as the browser reads it ("/\\host" and "//host" are other hosts)';

/** The paths that look like this site's but that the browser reads as another host (issue 17, items 5 and 6). */
const LEAVING_PATHS = ['/\\evil.example/phish', '/\t/evil.example/phish', '/\n/evil.example/phish', '//evil.example/phish', '/\\\\evil.example/', '\\\\evil.example/'];

function issueOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  expect(result.success).toBe(false);
  return result.issues?.[0]?.message;
}

describe('urlAttribute', () => {
  const schema = urlAttribute({ fallback: 'https://www.google.com/' });

  it('gives the fallback when the attribute is absent', () => {
    expect(v.parse(schema, undefined)).toBe('https://www.google.com/');
  });

  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/path?q=1#h', 'https://example.com/path?q=1#h'],
    ['https://sub.example.co.uk:8443/a', 'https://sub.example.co.uk:8443/a'],
    ['/leave', 'http://localhost:3000/leave'],
    ['/add-profile.html#location', 'http://localhost:3000/add-profile.html#location'],
  ])('accepts %j as the absolute URL %j the browser would follow', (url, expected) => {
    expect(v.parse(schema, url)).toBe(expected);
  });

  it.each(LEAVING_PATHS)('refuses the path %j, which the browser reads as another host', (url) => {
    expect(issueOf(schema, url)).toBe(ANY_HOST_RULE);
  });

  it.each(['', 'javascript:alert(1)', ' https://example.com/', 'data:text/html,x', 'www.example.com', 'leave.html', '#top', 'https://', 'https://exa mple.com/', 'ftp://example.com/'])(
    'refuses %j, which is no http(s) URL or path',
    (url) => {
      expect(issueOf(schema, url)).toBe(ANY_HOST_RULE);
    },
  );

  it('with fragment keeps "#id" as written, takes an empty attribute as "no URL" when that is the fallback, and refuses a bad id', () => {
    const withFragment = urlAttribute({ fallback: '', fragment: true });
    expect(v.parse(withFragment, '#location')).toBe('#location');
    expect(v.parse(withFragment, '')).toBe('');
    expect(v.parse(withFragment, undefined)).toBe('');
    expect(v.parse(withFragment, '/add')).toBe('http://localhost:3000/add');
    expect(issueOf(withFragment, '#1st')).toBe(FRAGMENT_RULE);
    expect(issueOf(withFragment, '/\\evil.example/phish')).toBe(FRAGMENT_RULE);
  });

  it('with thisSiteOnly refuses every other host, also named in full, and is required without a fallback', () => {
    const thisSite = urlAttribute({ thisSiteOnly: true });
    expect(v.parse(thisSite, '/videoverify/?iframeFrom=add-profile')).toBe('http://localhost:3000/videoverify/?iframeFrom=add-profile');
    expect(v.parse(thisSite, 'http://localhost:3000/videoverify/')).toBe('http://localhost:3000/videoverify/');
    for (const url of [...LEAVING_PATHS, 'https://evil.example/videoverify/', 'https://localhost:3000/videoverify/', 'javascript:alert(1)']) {
      expect(issueOf(thisSite, url), url).toBe(THIS_SITE_RULE);
    }
    expect(issueOf(thisSite, undefined)).toBe(`is required: ${THIS_SITE_RULE}`);
  });
});
