import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTERS_COOKIE_MAX_BYTES, QUICK_FILTER_MAX_PRICE, SHORT_COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { notifyError } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import { withQuickFilter } from '../../../widgets/price-quick-filter/apply-quick-filter.ts';
import quickFilterWidget from '../../../widgets/price-quick-filter/index.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const reloads = vi.mocked(reloadPage);
const toasts = vi.mocked(notifyError);
const registry = { 'price-quick-filter': () => import('../../../widgets/price-quick-filter/index.ts') };

let api: WidgetsApi;
let consoleError: ConsoleErrorSpy;
const applied: unknown[] = [];
const record = (event: Event) => applied.push((event as CustomEvent).detail);

async function mountButton(html = '<button type="button" id="quick" data-widget="price-quick-filter">Incalls up to 80</button>'): Promise<HTMLButtonElement> {
  renderFixture(html);
  api = startTestWidgets(registry);
  await settle(api);
  return getElement<HTMLButtonElement>('#quick');
}

async function click(button: HTMLButtonElement): Promise<void> {
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  await vi.dynamicImportSettled();
}

beforeEach(() => {
  clearCookies();
  reloads.mockClear();
  toasts.mockClear();
  applied.length = 0;
  consoleError = spyOnConsoleError();
  document.addEventListener('widgets:price-quick-filter:apply', record);
  history.replaceState(null, '', '/dancers.html');
});

afterEach(() => {
  vi.restoreAllMocks();
  document.removeEventListener('widgets:price-quick-filter:apply', record);
  resetPage();
  clearCookies();
});

describe('withQuickFilter', () => {
  it(`sets incalls and a maximum price of ${QUICK_FILTER_MAX_PRICE} with the filter form's field names`, () => {
    expect(QUICK_FILTER_MAX_PRICE).toBe(80);
    expect(withQuickFilter(undefined)).toEqual({ incalls: '1', price_max: '80' });
  });

  it('keeps the other filters and replaces an older price', () => {
    expect(withQuickFilter({ city: '5', price_max: '200', services: ['a'] })).toEqual({
      city: '5',
      price_max: '80',
      services: ['a'],
      incalls: '1',
    });
  });
});

describe('the price quick filter', () => {
  it('is named price-quick-filter and is the chunk the registry loads', async () => {
    expect(quickFilterWidget.name).toBe('price-quick-filter');
    await expect(widgetRegistry['price-quick-filter']?.()).resolves.toMatchObject({ default: quickFilterWidget });
  });

  it('is not mounted on an element that is not a button', async () => {
    renderFixture('<a id="quick" href="#" data-widget="price-quick-filter">Incalls up to 80</a>');
    api = startTestWidgets(registry);
    await settle(api);
    expect(getElement('#quick').getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('merges incalls and price_max=80 into the saved filters (1 day), then reloads once', async () => {
    writeCookie('filters', { city: '5', price_max: '300' });
    const button = await mountButton();
    const writes = spyCookieWrites();
    await click(button);
    expect(readCookie('filters')).toEqual({ city: '5', price_max: '80', incalls: '1' });
    expect(lifetimeDays(writeAt(writes))).toBe(SHORT_COOKIE_LIFETIME_DAYS);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('pushes analytics and widgets:price-quick-filter:apply before the reload', async () => {
    const button = await mountButton();
    const atReload: unknown[] = [];
    reloads.mockImplementationOnce(() => atReload.push(window.dataLayer?.length, applied.length));
    await click(button);
    expect(atReload).toEqual([1, 1]);
    expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'filters', action: 'quick-filter', label: 'price_max=80' }]);
    expect(applied).toEqual([{ filters: { incalls: '1', price_max: '80' } }]);
  });

  it('is disabled and busy until the page goes: a double click saves and reloads once', async () => {
    const button = await mountButton();
    const writes = spyCookieWrites();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.dynamicImportSettled();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(writes).toHaveLength(1);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('does not submit the form it sits in', async () => {
    const button = await mountButton('<form><button id="quick" data-widget="price-quick-filter">Incalls up to 80</button></form>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    await vi.dynamicImportSettled();
    expect(event.defaultPrevented).toBe(true);
  });

  it('takes a filter hash off the address before reloading', async () => {
    const button = await mountButton();
    history.replaceState(null, '', '/dancers.html#filters=%7B%7D');
    await click(button);
    expect(location.hash).toBe('');
  });

  it('does not reload when cookies are blocked: a toast says why and the button works again', async () => {
    const button = await mountButton();
    blockCookies();
    await click(button);
    expect(toasts).toHaveBeenCalledExactlyOnceWith(
      'Your choice could not be saved because this browser blocks cookies for this site. Please allow cookies and try again.',
    );
    expect(reloads).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(applied).toEqual([]);
  });

  it('refuses with a toast when the saved filters leave no room for the quick filter', async () => {
    writeCookie('filters', { q: 'x'.repeat(FILTERS_COOKIE_MAX_BYTES - 40) });
    const button = await mountButton();
    await click(button);
    expect(toasts).toHaveBeenCalledExactlyOnceWith('Too many filters are selected to be saved. Please remove some and try again.');
    expect(reloads).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
  });

  it('gives the button back when unmounted', async () => {
    const button = await mountButton();
    await click(button);
    api.unmount(document.body);
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
