import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../../../shared/cookies/cookies.ts';
import { restoreCookieAccess, spyCookieWrites } from '../../support/cookie-jar.ts';

beforeEach(() => {
  // A sandboxed document (an iframe without allow-same-origin) throws on any cookie access.
  spyCookieWrites('throw');
});

afterEach(() => {
  restoreCookieAccess();
});

describe('cookies in a document that may not use them', () => {
  it('writeCookie reports the cookie as not kept instead of throwing', () => {
    expect(writeCookie('dark_mode', '1')).toBe(false);
  });

  it('readCookie reads nothing instead of throwing', () => {
    expect(readCookie('dark_mode')).toBeUndefined();
  });

  it('removeCookie does nothing instead of throwing', () => {
    expect(() => removeCookie('dark_mode')).not.toThrow();
  });
});
