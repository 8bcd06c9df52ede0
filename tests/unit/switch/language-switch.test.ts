import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { spyOnConsoleError } from '../support/console-spy.ts';
import { byId, collectSwitchChanges, flushObservers, mountSwitches, resetSwitchPage, use } from './switch-fixture.ts';
import { pageCookies, spyCookieWrites } from '../support/cookie-jar.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const DAY_MS = 86_400_000;

async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await flushObservers();
}

beforeEach(() => {
  resetSwitchPage();
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => resetSwitchPage());

describe('the language select', () => {
  it('writes userLang for 365 days with SameSite=Lax, then reloads once', async () => {
    await mountSwitches();
    const writes = spyCookieWrites();
    const before = Date.now();
    await choose(byId<HTMLSelectElement>('language'), 'de');
    expect(writes.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(['userLang=de']);
    const attributes = writes[0]?.attributes;
    expect(attributes?.get('samesite')).toBe('Lax');
    expect(attributes?.get('path')).toBe('/');
    expect(attributes?.has('domain')).toBe(false);
    expect(Math.abs(Date.parse(String(attributes?.get('expires'))) - (before + 365 * DAY_MS))).toBeLessThan(2000);
    expect(pageCookies().get('userLang')).toBe('de');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('announces the language as widgets:switch:change and to analytics', async () => {
    await mountSwitches();
    const changes = collectSwitchChanges();
    await choose(byId<HTMLSelectElement>('language'), 'fr');
    expect(changes).toEqual([{ switch: 'language', value: 'fr' }]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'switch', action: 'language', label: 'fr' }]);
  });

  it.each(['block', 'throw'] as const)('does not reload when cookies are blocked (%s): the page would come back unchanged', async (mode) => {
    await mountSwitches();
    spyCookieWrites(mode);
    await choose(byId<HTMLSelectElement>('language'), 'de');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(byId<HTMLSelectElement>('language').value).toBe('de');
  });

  it('waits for Enter when the visitor steps through the languages with the arrow keys', async () => {
    await mountSwitches();
    const select = byId<HTMLSelectElement>('language');
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await choose(select, 'de');
    select.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowDown', bubbles: true }));
    expect(reloadPage).not.toHaveBeenCalled();
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await flushObservers();
    expect(pageCookies().get('userLang')).toBe('de');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does nothing once unmounted', async () => {
    const api = await mountSwitches();
    api.unmount(byId('language'));
    await choose(byId<HTMLSelectElement>('language'), 'de');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(pageCookies().has('userLang')).toBe(false);
  });
});

describe('a language button', () => {
  it('writes its data-value as userLang and reloads', async () => {
    await mountSwitches('<button type="button" id="de" data-widget="switch" data-switch="language" data-value="de">Deutsch</button>');
    await use('de');
    expect(pageCookies().get('userLang')).toBe('de');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('is not mounted without data-value, and says what it needs once', async () => {
    const consoleError = spyOnConsoleError();
    await mountSwitches('<button type="button" id="lang" data-widget="switch" data-switch="language">Language</button>');
    expect(byId('lang').getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"switch" failed while mounting');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('a language switch is a <select> of languages or a button with data-value');
    await use('lang');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
