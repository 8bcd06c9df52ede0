import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfig } from '../../../../shared/config/page-config.ts';
import { readCookie, removeCookie, writeCookie } from '../../../../shared/cookies/cookies.ts';
import { spyCookieWrites, useScopedCookieJar, type ScopedCookie } from '../../support/cookie-jar.ts';
import { setPageConfig } from '../../support/dom-fixture.ts';

// Issue 17, item 4: a cookie written once on the host and once on the parent domain has two copies;
// the browser sends both, the older first, and PHP's $_COOKIE keeps the first.

const HOST = undefined;
const PARENT = 'example.com';

function copy(name: string, value: string, domain: string | undefined): ScopedCookie {
  return { name, value, domain, path: '/' };
}

const expired = (write: { attributes: ReadonlyMap<string, string | true> }) =>
  Date.parse(String(write.attributes.get('expires'))) < Date.now();

afterEach(() => {
  document.getElementById('widgets-config')?.remove();
  resetPageConfig();
});

describe('writing a cookie with a configured cookieDomain', () => {
  it('expires the host-only copy of a parent-domain cookie (safe_browsing), then writes it on the parent domain', () => {
    setPageConfig({ cookieDomain: '.example.com' });
    const writes = spyCookieWrites('block');
    writeCookie('safe_browsing', '0');
    expect(writes.map((write) => [write.name, write.value, write.attributes.get('domain'), expired(write)])).toEqual([
      ['safe_browsing', '', undefined, true],
      ['safe_browsing', '0', '.example.com', false],
    ]);
  });

  it('expires the parent-domain copy of a host cookie (dark_mode), then writes it on the host', () => {
    setPageConfig({ cookieDomain: '.example.com' });
    const writes = spyCookieWrites('block');
    writeCookie('dark_mode', '0');
    expect(writes.map((write) => [write.name, write.value, write.attributes.get('domain'), expired(write)])).toEqual([
      ['dark_mode', '', '.example.com', true],
      ['dark_mode', '0', undefined, false],
    ]);
    expect(writes.every((write) => write.attributes.get('path') === '/')).toBe(true);
  });

  it('writes once, on the host, when no cookieDomain is configured (the parent domain is unknown)', () => {
    const writes = spyCookieWrites('block');
    writeCookie('agecheck', '1');
    expect(writes.map((write) => [write.value, write.attributes.get('domain')])).toEqual([['1', undefined]]);
  });

  it.each([
    ['safe_browsing', '1', '0'],
    ['agecheck', '0', '1'],
  ] as const)('leaves one %s, on the parent domain, after a host-only copy (%s) was there', (name, old, value) => {
    const jar = useScopedCookieJar();
    jar.push(copy(name, old, HOST));
    setPageConfig({ cookieDomain: '.example.com' });
    expect(writeCookie(name, value)).toBe(true);
    expect(jar).toEqual([copy(name, value, PARENT)]);
    expect(document.cookie).toBe(`${name}=${value}`);
    expect(readCookie(name)).toBe(value);
  });

  it('leaves one dark_mode, on the host, after a parent-domain copy was there', () => {
    const jar = useScopedCookieJar();
    jar.push(copy('dark_mode', '1', PARENT));
    setPageConfig({ cookieDomain: 'example.com' });
    expect(writeCookie('dark_mode', '0')).toBe(true);
    expect(jar).toEqual([copy('dark_mode', '0', HOST)]);
    expect(readCookie('dark_mode')).toBe('0');
  });

  it('removes both copies', () => {
    const jar = useScopedCookieJar();
    jar.push(copy('safe_browsing', '1', HOST), copy('safe_browsing', '1', PARENT), copy('dark_mode', '1', HOST));
    setPageConfig({ cookieDomain: '.example.com' });
    removeCookie('safe_browsing');
    expect(jar).toEqual([copy('dark_mode', '1', HOST)]);
  });
});

describe('confirming a write by reading it back', () => {
  it('is not confirmed while another copy of the name remains (one the page cannot expire)', () => {
    const jar = useScopedCookieJar();
    // A copy on the parent domain while the page has no cookieDomain: it cannot know which domain to expire.
    jar.push(copy('safe_browsing', '1', PARENT));
    expect(writeCookie('safe_browsing', '0')).toBe(false);
    expect(document.cookie).toBe('safe_browsing=1; safe_browsing=0');
  });

  it('is confirmed only by exactly the value written, not by a value that contains it', () => {
    useScopedCookieJar();
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('agecheck=10');
    expect(writeCookie('agecheck', '1')).toBe(false);
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('agecheck=1');
    expect(writeCookie('agecheck', '1')).toBe(true);
  });

  it('is confirmed for the encoded value it wrote', () => {
    useScopedCookieJar();
    expect(writeCookie('filters', { q: 'a+b c' })).toBe(true);
    expect(document.cookie).toBe(`filters=${encodeURIComponent('{"q":"a+b c"}')}`);
  });
});
