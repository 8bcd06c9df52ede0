import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookieFrom, setCookie, type CookieAttributes } from '../../../../shared/cookies/document-cookie.ts';
import { clearCookies, spyCookieWrites } from '../../support/cookie-writes.ts';

// js-cookie 3 as it comes (its own encoding aside): document-cookie.ts must read and write alike.
const jsCookie = Cookies.withConverter({ write: (value: string) => encodeURIComponent(value) });
const HOST_COOKIE: CookieAttributes = { expires: 365, path: '/', sameSite: 'Lax', secure: false, domain: undefined };

afterEach(() => clearCookies());

describe('getCookie', () => {
  it.each([
    ['a plain value', 'sortby=price_asc', 'sortby'],
    ['an encoded value, "+" included', `filters=${encodeURIComponent('{"q":"a+b c"}')}`, 'filters'],
    ['a quoted value', 'agecheck="1"', 'agecheck'],
    ['a value holding "="', 'MachineId=a=b', 'MachineId'],
    ['a bare "+", which PHP would read as a space', 'userLang=a+b', 'userLang'],
    ['an empty value', 'view_type=', 'view_type'],
    ['a missing cookie', 'other=1', 'sortby'],
  ])('reads %s as js-cookie read it', (_case, raw, name) => {
    document.cookie = `${raw}; path=/`;
    expect(getCookie(name)).toBe(jsCookie.get(name));
  });

  it('skips a value with a broken %-sequence, as js-cookie did', () => {
    document.cookie = 'sortby=%E0%A4%A; path=/';
    expect(getCookie('sortby')).toBeUndefined();
    expect(jsCookie.get('sortby')).toBeUndefined();
  });
});

describe('setCookie and removeCookieFrom', () => {
  it.each([
    ['a parent-domain cookie on https', { expires: 365, path: '/', sameSite: 'Lax', secure: true, domain: '.example.com' }],
    ['a host cookie on http', { expires: 1, path: '/', sameSite: 'Lax', secure: false, domain: undefined }],
  ] as const)('write and remove %s as js-cookie did: the encoded value and the same attributes in its order', (_case, attributes) => {
    const writes = spyCookieWrites('block');
    setCookie('filters', '{"q":"a+b c"}', attributes);
    jsCookie.set('filters', '{"q":"a+b c"}', attributes);
    removeCookieFrom('filters', attributes);
    jsCookie.remove('filters', attributes);
    const [ours, theirs, oursRemoved, theirsRemoved] = writes.map((write) => ({
      text: `${write.name}=${write.value}; ${[...write.attributes.keys()].join(', ')}`,
      attributes: Object.fromEntries([...write.attributes].filter(([name]) => name !== 'expires')),
      expires: Date.parse(String(write.attributes.get('expires'))),
    }));
    for (const [mine, js] of [[ours, theirs], [oursRemoved, theirsRemoved]] as const) {
      expect(mine?.text).toBe(js?.text);
      expect(mine?.attributes).toEqual(js?.attributes);
      expect(Math.abs((mine?.expires ?? 0) - (js?.expires ?? Number.NaN))).toBeLessThan(2000);
    }
    expect(ours?.text).toBe('filters=%7B%22q%22%3A%22a%2Bb%20c%22%7D; path, expires, samesite' + (attributes.secure ? ', secure, domain' : ''));
  });

  it('stores a value that getCookie reads back, and removes it', () => {
    setCookie('sortby', 'price_asc', HOST_COOKIE);
    expect(getCookie('sortby')).toBe('price_asc');
    removeCookieFrom('sortby', HOST_COOKIE);
    expect(getCookie('sortby')).toBeUndefined();
  });
});
