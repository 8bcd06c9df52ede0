import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageConfig } from '../support/dom-fixture.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { byId, collectSwitchChanges, flushObservers, mountSwitches, resetSwitchPage, use } from './switch-fixture.ts';
import { pageCookies, spyCookieWrites } from '../support/cookie-jar.ts';

const DAY_MS = 86_400_000;

beforeEach(() => resetSwitchPage());
afterEach(() => resetSwitchPage());

describe.each([
  ['dark mode', 'dark', 'dark-mode', 'dark_mode'],
  ['safe browsing', 'safe', 'safe-browsing', 'safe_browsing'],
] as const)('the %s switch', (_title, id, name, cookieName) => {
  it(`turns body ${name} on and off at once, with aria-pressed`, async () => {
    await mountSwitches();
    await use(id);
    expect(document.body.classList.contains(name)).toBe(true);
    await flushObservers();
    expect(byId(id).getAttribute('aria-pressed')).toBe('true');
    await use(id);
    expect(document.body.classList.contains(name)).toBe(false);
    await flushObservers();
    expect(byId(id).getAttribute('aria-pressed')).toBe('false');
  });

  it(`stores ${cookieName}=1 then 0 for 365 days with SameSite=Lax`, async () => {
    await mountSwitches();
    const writes = spyCookieWrites();
    const before = Date.now();
    await use(id);
    expect(pageCookies().get(cookieName)).toBe('1');
    await use(id);
    expect(pageCookies().get(cookieName)).toBe('0');
    expect(writes.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([`${cookieName}=1`, `${cookieName}=0`]);
    for (const cookie of writes) {
      expect(cookie.attributes.get('samesite')).toBe('Lax');
      expect(cookie.attributes.get('path')).toBe('/');
      expect(Math.abs(Date.parse(String(cookie.attributes.get('expires'))) - (before + 365 * DAY_MS))).toBeLessThan(2000);
    }
  });

  it('announces on and off as widgets:switch:change and to analytics', async () => {
    await mountSwitches();
    const changes = collectSwitchChanges();
    await use(id);
    await use(id);
    expect(changes).toEqual([
      { switch: name, value: 'on' },
      { switch: name, value: 'off' },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'widget_event', category: 'switch', action: name, label: 'on' },
      { event: 'widget_event', category: 'switch', action: name, label: 'off' },
    ]);
  });

  it('starts from the state the server rendered in the body', async () => {
    await mountSwitches(undefined, `listing-items-grid ${name}`);
    expect(byId(id).getAttribute('aria-pressed')).toBe('true');
    await use(id);
    expect(document.body.classList.contains(name)).toBe(false);
    expect(pageCookies().get(cookieName)).toBe('0');
  });

  it.each(['block', 'throw'] as const)('still switches for this page view when cookies are blocked (%s), without an error', async (mode) => {
    await mountSwitches();
    const consoleError = spyOnConsoleError();
    const changes = collectSwitchChanges();
    spyCookieWrites(mode);
    await use(id);
    expect(document.body.classList.contains(name)).toBe(true);
    await flushObservers();
    expect(byId(id).getAttribute('aria-pressed')).toBe('true');
    expect(changes).toEqual([{ switch: name, value: 'on' }]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('the cookie domains of the modes', () => {
  it('puts safe_browsing on the configured parent domain, and dark_mode on the page host', async () => {
    setPageConfig({ cookieDomain: '.example.com' });
    await mountSwitches();
    const writes = spyCookieWrites('block');
    await use('safe');
    await use('dark');
    // Each value write follows the expiry of the name's copy in the other scope (cookie-scopes.test.ts).
    expect(writes.filter((cookie) => cookie.value !== '').map((cookie) => [cookie.name, cookie.attributes.get('domain')])).toEqual([
      ['safe_browsing', '.example.com'],
      ['dark_mode', undefined],
    ]);
  });
});
