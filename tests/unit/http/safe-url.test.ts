import { describe, expect, it } from 'vitest';
import { safeMediaUrl } from '../../../shared/http/safe-media-url.ts';
import { safeUrl } from '../../../shared/http/safe-url.ts';

const PAGE = 'https://www.example.com/dancers.html?page=2';

describe('safeUrl', () => {
  it.each([
    ['/profile.html?id=7', 'https://www.example.com/profile.html?id=7'],
    ['profile.html', 'https://www.example.com/profile.html'],
    ['../up/one', 'https://www.example.com/up/one'],
    ['?term=anna', 'https://www.example.com/dancers.html?term=anna'],
    ['#reviews', 'https://www.example.com/dancers.html?page=2#reviews'],
    ['  /padded  ', 'https://www.example.com/padded'],
    ['https://www.example.com/p', 'https://www.example.com/p'],
    ['http://other.example.org/p', 'http://other.example.org/p'],
    ['HTTPS://CDN.example.org/A', 'https://cdn.example.org/A'],
    [' https://other.example.org/p', 'https://other.example.org/p'],
    ['javascript%3Aalert(1)', 'https://www.example.com/javascript%3Aalert(1)'],
  ])('follows the http(s) or same-origin relative URL %j as %s', (url, expected) => {
    expect(safeUrl(url, PAGE)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0001\u0000javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['javascript\r:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['mailto:someone@example.com'],
    ['ftp://example.com/file'],
    ['blob:https://www.example.com/0b1c'],
  ])('refuses the scheme of %j', (url) => {
    expect(safeUrl(url, PAGE)).toBeNull();
  });

  it.each([['//evil.com'], ['//evil.com/profile.html'], [' //evil.com'], ['/\\evil.com'], ['\\\\evil.com'], ['\\/evil.com'], ['/\t/evil.com']])(
    'refuses %j: it looks relative but leaves the page origin (protocol-relative)',
    (url) => {
      expect(safeUrl(url, PAGE)).toBeNull();
    },
  );

  it('accepts a protocol-relative URL that stays on the page origin', () => {
    expect(safeUrl('//www.example.com/p', PAGE)).toBe('https://www.example.com/p');
  });

  it.each([[''], ['   '], ['\t\n'], [null], [undefined], [42], [{}]])('refuses the empty or non-text value %j', (url) => {
    expect(safeUrl(url, PAGE)).toBeNull();
  });

  it('refuses what the URL parser cannot read', () => {
    expect(safeUrl('http://', PAGE)).toBeNull();
    expect(safeUrl('https://exa mple.com/', PAGE)).toBeNull();
  });

  it('resolves against the current page by default', () => {
    expect(safeUrl('/profile.html')).toBe(new URL('/profile.html', location.href).href);
    expect(safeUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('safeMediaUrl', () => {
  it.each([
    ['/media/thumb-1.svg', 'https://www.example.com/media/thumb-1.svg'],
    ['https://cdn.example.org/t.jpg', 'https://cdn.example.org/t.jpg'],
    ['//cdn.example.org/t.jpg', 'https://cdn.example.org/t.jpg'],
    ['/media/thumb-2.svg" onerror="x=1', 'https://www.example.com/media/thumb-2.svg%22%20onerror=%22x=1'],
  ])('loads the http(s) image %j from %s', (url, expected) => {
    expect(safeMediaUrl(url, PAGE)).toBe(expected);
  });

  it.each([['javascript:alert(1)'], [' JAVASCRIPT:alert(1)'], ['data:image/svg+xml,<svg onload=alert(1)>'], ['vbscript:x'], [''], [null]])(
    'refuses %j',
    (url) => {
      expect(safeMediaUrl(url, PAGE)).toBeNull();
    },
  );
});
