import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfig } from '../../../../shared/config/page-config.ts';
import { COOKIE_LIFETIME_DAYS, SHORT_COOKIE_LIFETIME_DAYS } from '../../../../shared/constants.ts';
import {
  cookieCatalogue,
  profileTypeCookieName,
  type CookieName,
  type FiltersValue,
} from '../../../../shared/cookies/cookie-catalogue.ts';
import { readCookie, removeCookie, writeCookie } from '../../../../shared/cookies/cookies.ts';

const DAY_MS = 86_400_000;

function setCookieDomain(domain: string): void {
  document.getElementById('widgets-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'widgets-config';
  script.textContent = JSON.stringify({ cookieDomain: domain });
  document.head.append(script);
  resetPageConfig();
}

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.split('=')[0];
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Captures what is assigned to document.cookie, still letting it through. */
function spyCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = findCookieDescriptor();
  vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
    writes.push(text);
    descriptor.set?.call(document, text);
  });
  return writes;
}

function findCookieDescriptor(): PropertyDescriptor {
  for (let target: object | null = document; target; target = Object.getPrototypeOf(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, 'cookie');
    if (descriptor) return descriptor;
  }
  throw new Error('document.cookie has no descriptor');
}

/** The attributes of one Set-Cookie-like string, names lowercased. */
function attributes(text: string): Map<string, string | true> {
  const [, ...parts] = text.split('; ');
  return new Map(
    parts.map((part) => {
      const [name = '', ...value] = part.split('=');
      return [name.toLowerCase(), value.length ? value.join('=') : true] as const;
    }),
  );
}

/** A valid value for each cookie of the catalogue, and one profile-type switch. */
const validValues: ReadonlyArray<readonly [CookieName, unknown, number, boolean]> = [
  ['userLang', 'de', COOKIE_LIFETIME_DAYS, false],
  ['view_type', 'list', COOKIE_LIFETIME_DAYS, false],
  ['sortby', 'price_asc', COOKIE_LIFETIME_DAYS, false],
  ['sortbyreviews', 'newest', COOKIE_LIFETIME_DAYS, false],
  ['filters', { city: '5' }, SHORT_COOKIE_LIFETIME_DAYS, false],
  ['safe_browsing', '1', COOKIE_LIFETIME_DAYS, true],
  ['dark_mode', '0', COOKIE_LIFETIME_DAYS, false],
  ['agecheck', '1', COOKIE_LIFETIME_DAYS, true],
  ['MachineId', '3f2b9c1e-77aa-4d0b-9f00-2b5e0c6a1d42', COOKIE_LIFETIME_DAYS, false],
  [profileTypeCookieName('escort'), '1', SHORT_COOKIE_LIFETIME_DAYS, false],
];

beforeEach(() => {
  clearCookies();
});

afterEach(() => {
  clearCookies();
  document.getElementById('widgets-config')?.remove();
  resetPageConfig();
});

describe('the cookie catalogue', () => {
  it('names every cookie of spec §3', () => {
    expect(Object.keys(cookieCatalogue).sort()).toEqual(
      ['MachineId', 'agecheck', 'dark_mode', 'filters', 'safe_browsing', 'sortby', 'sortbyreviews', 'userLang', 'view_type'].sort(),
    );
  });
});

describe('writeCookie attributes', () => {
  it.each(validValues)('writes %s with its lifetime, path /, SameSite=Lax and no Secure on http', (name, value, days) => {
    const writes = spyCookieWrites();
    const before = Date.now();
    expect(writeCookie(name, value as never)).toBe(true);
    expect(writes).toHaveLength(1);
    const written = attributes(writes[0] ?? '');
    expect(written.get('path')).toBe('/');
    expect(written.get('samesite')).toBe('Lax');
    expect(written.has('secure')).toBe(false);
    expect(written.has('domain')).toBe(false);
    const expires = Date.parse(String(written.get('expires')));
    expect(Math.abs(expires - (before + days * DAY_MS))).toBeLessThan(2000);
  });

  it.each(validValues)('puts %s on the configured parent domain only when the spec shares it', (name, value, _days, shared) => {
    setCookieDomain('.example.com');
    const writes = spyCookieWrites();
    writeCookie(name, value as never);
    // The last write sets the value; the one before it expires the copy in the other scope (cookie-scopes.test.ts).
    expect(attributes(writes.at(-1) ?? '').get('domain')).toBe(shared ? '.example.com' : undefined);
  });

  it('adds Secure on https', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const writes = spyCookieWrites();
    writeCookie('dark_mode', '1');
    expect(attributes(writes[0] ?? '').get('secure')).toBe(true);
  });

  it('removes a cookie from the domain and path it was written with', () => {
    setCookieDomain('.example.com');
    const writes = spyCookieWrites();
    removeCookie('safe_browsing');
    const written = attributes(writes[0] ?? '');
    expect(written.get('domain')).toBe('.example.com');
    expect(written.get('path')).toBe('/');
    expect(Date.parse(String(written.get('expires')))).toBeLessThan(Date.now());
  });
});

describe('writeCookie and readCookie', () => {
  it('round-trips every cookie', () => {
    for (const [name, value] of validValues) {
      expect(writeCookie(name, value as never), name).toBe(true);
      expect(readCookie(name), name).toEqual(value);
    }
  });

  it('round-trips the filters as JSON, lists and awkward characters included', () => {
    const filters: FiltersValue = {
      city: 'Paris',
      'services[]': ['massage', 'dinner date'],
      q: 'a+b & "c"; d=e, 50%',
      empty: '',
    };
    expect(writeCookie('filters', filters)).toBe(true);
    expect(readCookie('filters')).toEqual(filters);
    // "+" encoded, since the site's PHP would read a bare "+" as a space; ";" can't cut the value.
    const raw = document.cookie.split('; ').find((pair) => pair.startsWith('filters='));
    expect(raw).toContain('%2B');
    expect(raw).not.toMatch(/[;+" ]/);
  });

  it('removes a cookie', () => {
    writeCookie('view_type', 'grid');
    removeCookie('view_type');
    expect(readCookie('view_type')).toBeUndefined();
  });

  it('reads an absent cookie as undefined', () => {
    expect(readCookie('view_type')).toBeUndefined();
    expect(readCookie('filters')).toBeUndefined();
  });
});

describe('invalid values', () => {
  it.each([
    ['view_type', 'tiles'],
    ['dark_mode', 'yes'],
    ['safe_browsing', 'true'],
    ['userLang', '<script>'],
    ['sortby', 'price asc'],
    ['MachineId', ''],
    ['filters', '{"city":'],
    ['filters', '[1,2]'],
    ['filters', '"text"'],
    ['filters', '{"city":5}'],
    ['filters', '{"city":["a",1]}'],
    ['filters', 'null'],
    [profileTypeCookieName('escort'), '2'],
  ] as const)('reads %s=%s as undefined', (name, raw) => {
    document.cookie = `${name}=${encodeURIComponent(raw)}; path=/`;
    expect(readCookie(name)).toBeUndefined();
  });

  it('reads an undecodable value as undefined', () => {
    document.cookie = 'sortby=%E0%A4%A; path=/';
    document.cookie = 'filters=%7B%22a%22%3A%22%E0%A4%22%7D; path=/';
    expect(readCookie('sortby')).toBeUndefined();
    expect(readCookie('filters')).toBeUndefined();
  });

  it.each([
    ['view_type', 'tiles'],
    ['dark_mode', 1],
    ['dark_mode', true],
    ['userLang', ''],
    ['filters', ['a']],
    ['filters', { city: 5 }],
    ['filters', null],
    ['MachineId', 'a;b=c'],
  ] as const)('refuses to write %s=%j and says why', (name, value) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writes = spyCookieWrites();
    expect(writeCookie(name, value as never)).toBe(false);
    expect(writes).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toMatch(new RegExp(`^\\[widgets\\] cookie "${name}": expected .+, found .+; not written\\.$`));
    // The rule in our words, never the schema library's.
    expect(message).not.toMatch(/Invalid|received|Expected/);
  });

  it('says exactly what a refused cookie value breaks', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeCookie('view_type', 'tiles' as never);
    writeCookie('userLang', 5 as never);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      '[widgets] cookie "view_type": expected "grid" or "list", found "tiles"; not written.',
      '[widgets] cookie "userLang": expected a language code such as "en" or "pt-BR", found 5; not written.',
    ]);
  });

  it('refuses names outside the catalogue, the profile-type family included', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const name of ['profile_type_', 'profile_type_a b', 'profile_type_x;y', 'other']) {
      document.cookie = `${encodeURIComponent(name)}=1; path=/`;
      expect(readCookie(name as CookieName)).toBeUndefined();
      expect(writeCookie(name as CookieName, '1')).toBe(false);
    }
    expect(errors).toHaveBeenCalledTimes(4);
  });
});

describe('blocked cookies', () => {
  it('reports a write the browser dropped', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    expect(writeCookie('view_type', 'list')).toBe(false);
    expect(readCookie('view_type')).toBeUndefined();
  });

  it('reports a write the browser refused for its domain', () => {
    setCookieDomain('.elsewhere.example');
    expect(writeCookie('safe_browsing', '1')).toBe(false);
  });

  it('reports a write whose value the browser did not keep, even over an older value', () => {
    writeCookie('dark_mode', '0');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    expect(writeCookie('dark_mode', '1')).toBe(false);
    expect(readCookie('dark_mode')).toBe('0');
  });
});
