import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_SCRIPT_ID, getPageConfig, readPageConfig, resetPageConfig, type PageConfig } from '../../../shared/config/page-config.ts';
import { favoriteMessages } from '../../../shared/messages/catalogue/favorite-messages.ts';
import { replyMessages } from '../../../shared/messages/catalogue/reply-messages.ts';
import { messagesFrom } from '../../../shared/messages/translate.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';

const DEFAULTS: PageConfig = {
  endpoints: {
    searchSuggestions: '/search_suggestions',
    geoZones: '/ajax/geo_zones.php',
    changeAgencyInfo: '/controller/ajax/change_agency_info.php',
    phoneReports: '/controller/ajax/phone_reports.php',
  },
  cookieDomain: '',
  adFrameUrl: '/ad-frame.html?zone={zone}&size={width}x{height}',
  requestTimeoutMs: 15000,
  debug: false,
  messages: {},
};

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  consoleError = spyOnConsoleError();
});

afterEach(() => {
  resetPage();
});

describe('readPageConfig', () => {
  it('reads the block with the contract id widgets-config', () => {
    expect(CONFIG_SCRIPT_ID).toBe('widgets-config');
  });

  describe('which element is the config block (DOM clobbering, issue 17)', () => {
    const FOREIGN = { endpoints: { changeAgencyInfo: '/attacker/collect.php' } };

    it.each([
      ['a hidden <div>', (text: string) => `<div id="widgets-config" hidden>${text}</div>`],
      ['a <textarea>', (text: string) => `<textarea id="widgets-config">${text}</textarea>`],
      ['a script of another type', (text: string) => `<script type="text/plain" id="widgets-config">${text}</script>`],
    ])('ignores %s with the id placed before the real block', (_case, foreign) => {
      document.head.insertAdjacentHTML('afterbegin', foreign(JSON.stringify(FOREIGN)));
      document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="widgets-config">{"cookieDomain": ".example.com"}</script>');

      const config = readPageConfig(document);

      expect(config.endpoints).toEqual(DEFAULTS.endpoints);
      expect(config.cookieDomain).toBe('.example.com');
      expect(consoleError).not.toHaveBeenCalled();
      for (const element of document.querySelectorAll('#widgets-config')) element.remove();
    });

    it('ignores an element with the id when the page has no real block: every default', () => {
      document.body.innerHTML = `<div id="widgets-config" hidden>${JSON.stringify(FOREIGN)}</div>`;

      expect(readPageConfig(document)).toEqual(DEFAULTS);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('uses the first of two blocks and reports the second with one console error', () => {
      setPageConfig({ cookieDomain: '.first.example' });
      document.body.innerHTML = `<script type="application/json" id="widgets-config">${JSON.stringify({ ...FOREIGN, cookieDomain: '.second.example' })}</script>`;

      const config = readPageConfig(document);

      expect(config.cookieDomain).toBe('.first.example');
      expect(config.endpoints).toEqual(DEFAULTS.endpoints);
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        '[widgets] #widgets-config: 2 blocks on the page; the first is used, print only one.',
      );
    });
  });

  it('gives every default when the page has no config block', () => {
    expect(readPageConfig(document)).toEqual(DEFAULTS);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('gives every default for an empty block', () => {
    setPageConfig('   ');

    expect(readPageConfig(document)).toEqual(DEFAULTS);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('applies valid overrides and keeps the defaults of the settings left out', () => {
    setPageConfig({
      endpoints: { geoZones: 'https://geo.example.com/zones.php' },
      cookieDomain: '.example.com',
      adFrameUrl: '/ads/frame?z={zone}',
      requestTimeoutMs: 8000,
      messages: { addToFavorites: 'Ajouter aux favoris' },
    });

    expect(readPageConfig(document)).toEqual({
      endpoints: { ...DEFAULTS.endpoints, geoZones: 'https://geo.example.com/zones.php' },
      cookieDomain: '.example.com',
      adFrameUrl: '/ads/frame?z={zone}',
      requestTimeoutMs: 8000,
      messages: { addToFavorites: 'Ajouter aux favoris' },
      debug: false,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('ignores settings it does not know', () => {
    setPageConfig({ somethingElse: true, cookieDomain: 'example.com' });

    expect(readPageConfig(document)).toEqual({ ...DEFAULTS, cookieDomain: 'example.com' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reports invalid JSON once and gives the defaults', () => {
    setPageConfig('{"cookieDomain": ".example.com",}');

    expect(readPageConfig(document)).toEqual(DEFAULTS);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/^\[widgets\] #widgets-config is not valid JSON \(.+\); defaults are used\.$/);
  });

  it.each([
    ['a list', '[{"cookieDomain":".example.com"}]'],
    ['a string', '"cookieDomain"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reports a block holding %s once and gives the defaults', (_case, text) => {
    setPageConfig(text);

    expect(readPageConfig(document)).toEqual(DEFAULTS);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[widgets] #widgets-config must hold a JSON object; defaults are used.');
  });

  it.each([
    ['a javascript: endpoint', { endpoints: { geoZones: 'javascript:x' } }, 'endpoints.geoZones', '"javascript:x"', 'endpoints'],
    ['a protocol-relative endpoint', { endpoints: { searchSuggestions: '//evil.test/s' } }, 'endpoints.searchSuggestions', '"//evil.test/s"', 'endpoints'],
    ['endpoints that are not an object', { endpoints: '/ajax' }, 'endpoints', '"/ajax"', 'endpoints'],
    ['a relative ad frame URL', { adFrameUrl: 'ad-frame.html' }, 'adFrameUrl', '"ad-frame.html"', 'adFrameUrl'],
    ['a cookie domain with a path', { cookieDomain: 'example.com/path' }, 'cookieDomain', '"example.com/path"', 'cookieDomain'],
    ['a cookie domain with a space', { cookieDomain: 'evil domain' }, 'cookieDomain', '"evil domain"', 'cookieDomain'],
    ['a timeout below 100 ms', { requestTimeoutMs: 50 }, 'requestTimeoutMs', '50', 'requestTimeoutMs'],
    ['a timeout above 120000 ms', { requestTimeoutMs: 120001 }, 'requestTimeoutMs', '120001', 'requestTimeoutMs'],
    ['a fractional timeout', { requestTimeoutMs: 1500.5 }, 'requestTimeoutMs', '1500.5', 'requestTimeoutMs'],
    ['a timeout written as text', { requestTimeoutMs: '5000' }, 'requestTimeoutMs', '"5000"', 'requestTimeoutMs'],
    ['a message that is not text', { messages: { addToFavorites: 5 } }, 'messages.addToFavorites', '5', 'messages'],
    ['messages that are not an object', { messages: 'Hello' }, 'messages', '"Hello"', 'messages'],
  ] as const)(
    'reports %s once, naming the setting and the value, keeping its default while the other settings apply',
    (_case, invalid, where, found, setting) => {
      const valid = { cookieDomain: '.example.com', requestTimeoutMs: 9000, adFrameUrl: '/frame?z={zone}' };
      setPageConfig({ ...valid, ...invalid });

      const config = readPageConfig(document);

      expect(config[setting]).toEqual(DEFAULTS[setting]);
      for (const [key, value] of Object.entries(valid)) {
        if (key !== setting) expect(config[key as keyof PageConfig]).toEqual(value);
      }
      expect(consoleError).toHaveBeenCalledTimes(1);
      const message = String(consoleError.mock.calls[0]?.[0]);
      expect(message).toContain(`[widgets] #widgets-config: ${where}: expected `);
      expect(message).toContain(`, found ${found}`);
      expect(message).toMatch(/; its default is used\.$/);
      // The rule in our words: never the schema library's text, never the value twice.
      expect(message).not.toMatch(/Invalid|received|Expected/);
      expect(message.split(found)).toHaveLength(2);
    },
  );

  const OFF_SITE = 'expected a path on this site, but the browser reads it as another host';
  const NOT_A_PATH = 'expected an absolute path ("/…") or an http(s) URL';
  describe.each([
    ['a backslash after the slash', '/\\evil.example/steal', OFF_SITE],
    ['two backslashes', '/\\\\evil', OFF_SITE],
    ['a slash and a backslash', '/\\/evil.example', OFF_SITE],
    ['a protocol-relative URL', '//evil.example', NOT_A_PATH],
    ['a tab between the slashes', '/\t/evil.example', OFF_SITE],
    ['a newline between the slashes', '/\n/evil.example/steal', OFF_SITE],
    ['a carriage return and a newline between the slashes', '/\r\n/evil.example', OFF_SITE],
    ['a tab and a backslash', '/\t\\evil.example', OFF_SITE],
  ])('a path that the browser resolves to another host: %s', (_case, value, rule) => {
    it('is refused as an endpoint with the usual console error, and the default endpoints are used', () => {
      setPageConfig({ endpoints: { geoZones: value } });

      expect(readPageConfig(document).endpoints).toEqual(DEFAULTS.endpoints);
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        `[widgets] #widgets-config: endpoints.geoZones: ${rule}, found ${JSON.stringify(value)}; its default is used.`,
      );
    });

    it('is refused as the ad frame URL, and the default ad frame URL is used', () => {
      setPageConfig({ adFrameUrl: `${value}?zone={zone}` });

      expect(readPageConfig(document).adFrameUrl).toBe(DEFAULTS.adFrameUrl);
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        `[widgets] #widgets-config: adFrameUrl: ${rule}, found ${JSON.stringify(`${value}?zone={zone}`)}; its default is used.`,
      );
    });
  });

  it.each([
    ['a plain path', '/ajax/geo_zones.php'],
    ['a path with a query', '/ajax/geo_zones.php?v=2'],
    ['a backslash further along the path, which stays on the site', '/ajax\\geo_zones.php'],
    ['an https URL on another host', 'https://geo.example.com/zones.php'],
    ['an http URL on another host', 'http://geo.example.com/zones.php'],
  ])('accepts %s as an endpoint', (_case, value) => {
    setPageConfig({ endpoints: { geoZones: value } });

    expect(readPageConfig(document).endpoints.geoZones).toBe(value);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says what a URL setting expects', () => {
    setPageConfig({ adFrameUrl: 'ftp://x' });

    readPageConfig(document);

    expect(consoleError).toHaveBeenCalledWith(
      '[widgets] #widgets-config: adFrameUrl: expected an absolute path ("/…") or an http(s) URL, found "ftp://x"; its default is used.',
    );
  });

  it.each([
    [{ requestTimeoutMs: '15000' }, 'requestTimeoutMs: expected whole milliseconds from 100 to 120000, found "15000" (a string: write 15000 without quotes)'],
    [{ requestTimeoutMs: true }, 'requestTimeoutMs: expected whole milliseconds from 100 to 120000, found true'],
    [{ endpoints: '/a' }, 'endpoints: expected an object of endpoint paths, such as {"geoZones": "/ajax/geo_zones.php"}, found "/a"'],
    [{ endpoints: { geoZones: 5 } }, 'endpoints.geoZones: expected an absolute path ("/…") or an http(s) URL, found 5'],
    [{ cookieDomain: 7 }, 'cookieDomain: expected a domain such as ".example.com", found 7'],
    [{ messages: 'Hello' }, 'messages: expected an object of texts by message key, found "Hello"'],
    [{ messages: { addToFavorites: null } }, 'messages.addToFavorites: expected text, found null'],
  ])('says the rule in its own words for a value of the wrong type: %j', (settings, text) => {
    setPageConfig(settings);

    readPageConfig(document);

    expect(consoleError).toHaveBeenCalledExactlyOnceWith(`[widgets] #widgets-config: ${text}; its default is used.`);
  });

  it('reports each invalid setting once when several are invalid', () => {
    setPageConfig({ cookieDomain: 'a b', requestTimeoutMs: 1, adFrameUrl: 'x' });

    expect(readPageConfig(document)).toEqual(DEFAULTS);
    expect(consoleError).toHaveBeenCalledTimes(3);
  });
});

describe('getPageConfig', () => {
  it('reads the config once and reuses it until reset', () => {
    setPageConfig({ requestTimeoutMs: 4000 });
    const first = getPageConfig();
    const script = document.getElementById(CONFIG_SCRIPT_ID);
    if (script) script.textContent = '{"requestTimeoutMs": 5000}';

    expect(getPageConfig()).toBe(first);
    expect(getPageConfig().requestTimeoutMs).toBe(4000);
    resetPageConfig();
    expect(getPageConfig().requestTimeoutMs).toBe(5000);
  });

  it('reports an invalid setting once however often the config is read', () => {
    setPageConfig({ requestTimeoutMs: 1 });

    getPageConfig();
    getPageConfig();

    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('message overrides', () => {
  it('are used by messagesFrom in place of the defaults, with {placeholders} filled', () => {
    setPageConfig({ messages: { addToFavorites: 'Zu Favoriten hinzufügen', charactersLeft: 'Noch {count} Zeichen' } });

    const favorite = messagesFrom(favoriteMessages);
    const reply = messagesFrom(replyMessages);

    expect(favorite('addToFavorites')).toBe('Zu Favoriten hinzufügen');
    expect(favorite('removeFromFavorites')).toBe('Remove from favorites');
    expect(reply('charactersLeft', { count: 12 })).toBe('Noch 12 Zeichen');
    expect(reply('replyMax', { max: 10000 })).toBe('You can type maximum 10000 characters');
  });
});
