import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_DAYS } from '../../../shared/constants.ts';
import { readCookie } from '../../../shared/cookies/cookies.ts';
import { filterMessages } from '../../../shared/messages/catalogue/filter-messages.ts';
import { notifyError } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import sortWidget from '../../../widgets/sort/index.ts';
import { SortOptionsSchema } from '../../../widgets/sort/sort-options.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, spyCookieWrites } from '../support/cookie-writes.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { settle, startTestWidgets } from '../support/runtime-harness.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const reloads = vi.mocked(reloadPage);
const toasts = vi.mocked(notifyError);
const registry = { sort: () => import('../../../widgets/sort/index.ts') };

const OPTIONS = '<option value="newest">Newest</option><option value="name">Name</option><option value="price_asc">Price: low to high</option>';

let api: WidgetsApi;
let consoleError: ConsoleErrorSpy;
const changes: unknown[] = [];
const recordChange = (event: Event) => changes.push((event as CustomEvent).detail);

async function mountSort(attributes = 'data-cookie="sortby"', options = OPTIONS): Promise<HTMLSelectElement> {
  renderFixture(`<label for="sortby">Sort by</label><select id="sortby" data-widget="sort" ${attributes}>${options}</select>`);
  api = startTestWidgets(registry);
  await settle(api);
  return getElement<HTMLSelectElement>('#sortby');
}

/** Chooses `value` as a pointer or the open list does: one change event. */
async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await vi.dynamicImportSettled();
}

function key(select: HTMLSelectElement, type: 'keydown' | 'keyup', name: string): void {
  select.dispatchEvent(new KeyboardEvent(type, { key: name, bubbles: true }));
}

beforeEach(() => {
  clearCookies();
  reloads.mockClear();
  toasts.mockClear();
  changes.length = 0;
  consoleError = spyOnConsoleError();
  document.addEventListener('widgets:sort:change', recordChange);
  history.replaceState(null, '', '/dancers.html');
});

afterEach(() => {
  vi.restoreAllMocks();
  document.removeEventListener('widgets:sort:change', recordChange);
  resetPage();
  clearCookies();
});

describe('the sort widget definition', () => {
  it('is named sort, reads its options with SortOptionsSchema and is the chunk the registry loads', async () => {
    expect(sortWidget.name).toBe('sort');
    expect(sortWidget.options).toBe(SortOptionsSchema);
    await expect(widgetRegistry.sort?.()).resolves.toMatchObject({ default: sortWidget });
  });

  it.each([
    ['', 'data-cookie is required: expected one of "sortby", "sortbyreviews", found no attribute'],
    ['data-cookie="sort"', 'data-cookie expected one of "sortby", "sortbyreviews", found "sort"'],
  ])('is not mounted with %j, and says why', async (attributes, problem) => {
    const select = await mountSort(attributes);
    expect(select.getAttribute('data-widget-state')).toBe('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(problem);
  });

  it('is not mounted on an element that is not a select', async () => {
    renderFixture('<div id="sort" data-widget="sort" data-cookie="sortby"></div>');
    api = startTestWidgets(registry);
    await settle(api);
    expect(getElement('#sort').getAttribute('data-widget-state')).toBe('error');
    expect(consoleError.mock.calls[0]?.[1]).toEqual(new Error('data-widget="sort" goes on a <select> whose options are the sort keys'));
  });

  it('is not mounted when an option value could not be kept in the cookie, and names it', async () => {
    const select = await mountSort('data-cookie="sortby"', '<option value="newest">Newest</option><option value="price asc">Price</option>');
    expect(select.getAttribute('data-widget-state')).toBe('error');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('option value "price asc" is not a sort key: expected up to 64 letters, digits or . , : | - _');
  });
});

describe('choosing a sort', () => {
  it.each(['sortby', 'sortbyreviews'] as const)('writes %s for 365 days (path /, SameSite=Lax, host only) and reloads once', async (cookie) => {
    const select = await mountSort(`data-cookie="${cookie}"`);
    const writes = spyCookieWrites();
    await choose(select, 'price_asc');
    expect(readCookie(cookie)).toBe('price_asc');
    expect(writes).toHaveLength(1);
    const write = writeAt(writes);
    expect(write.name).toBe(cookie);
    expect(lifetimeDays(write)).toBe(COOKIE_LIFETIME_DAYS);
    expect(write.attributes.get('path')).toBe('/');
    expect(write.attributes.get('samesite')).toBe('Lax');
    expect(write.attributes.has('domain')).toBe(false);
    expect(write.attributes.has('secure')).toBe(false);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('marks the cookie Secure on https', async () => {
    const select = await mountSort();
    vi.stubGlobal('location', { ...window.location, protocol: 'https:', hash: '', pathname: '/dancers.html', search: '' });
    const writes = spyCookieWrites();
    await choose(select, 'name');
    expect(writeAt(writes).attributes.get('secure')).toBe(true);
  });

  it('pushes analytics and dispatches widgets:sort:change before the reload', async () => {
    const select = await mountSort();
    const seenAtReload: unknown[] = [];
    reloads.mockImplementationOnce(() => seenAtReload.push([...(window.dataLayer ?? [])], [...changes]));
    await choose(select, 'name');
    expect(seenAtReload).toEqual([
      [{ event: 'widget_event', category: 'sort', action: 'sortby', label: 'name' }],
      [{ cookie: 'sortby', value: 'name' }],
    ]);
  });

  it('takes a filter hash off the address before reloading, so that it cannot bring the old sort back', async () => {
    const select = await mountSort();
    history.replaceState(null, '', '/dancers.html?term=x#sortby=newest');
    await choose(select, 'name');
    expect(location.pathname + location.search + location.hash).toBe('/dancers.html?term=x');
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('keeps an in-page anchor when reloading', async () => {
    const select = await mountSort();
    history.replaceState(null, '', '/dancers.html#main');
    await choose(select, 'name');
    expect(location.hash).toBe('#main');
  });

  it('does nothing when the sort shown is chosen again', async () => {
    const select = await mountSort();
    await choose(select, 'newest');
    expect(readCookie('sortby')).toBeUndefined();
    expect(reloads).not.toHaveBeenCalled();
  });

  it('saves once and reloads once however many changes come before the reload', async () => {
    const select = await mountSort();
    const writes = spyCookieWrites();
    select.value = 'name';
    select.dispatchEvent(new Event('change'));
    select.value = 'price_asc';
    select.dispatchEvent(new Event('change'));
    await vi.dynamicImportSettled();
    await choose(select, 'newest');
    expect(writes.map((write) => write.value)).toEqual(['price_asc']);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unmounted', async () => {
    const select = await mountSort();
    api.unmount(document.body);
    await choose(select, 'name');
    expect(reloads).not.toHaveBeenCalled();
  });
});

describe('choosing with the keyboard on a closed select', () => {
  it('does not reload on each arrow key, but on Enter', async () => {
    const select = await mountSort();
    key(select, 'keydown', 'ArrowDown');
    await choose(select, 'name');
    key(select, 'keyup', 'ArrowDown');
    key(select, 'keydown', 'ArrowDown');
    await choose(select, 'price_asc');
    key(select, 'keyup', 'ArrowDown');
    expect(reloads).not.toHaveBeenCalled();
    key(select, 'keydown', 'Enter');
    await vi.dynamicImportSettled();
    expect(readCookie('sortby')).toBe('price_asc');
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('applies the stepped-to sort when the select loses focus', async () => {
    const select = await mountSort();
    key(select, 'keydown', 'End');
    await choose(select, 'price_asc');
    select.dispatchEvent(new FocusEvent('blur'));
    await vi.dynamicImportSettled();
    expect(readCookie('sortby')).toBe('price_asc');
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});

describe('blocked cookies', () => {
  it('do not reload: the select shows the page sort again and a toast says why', async () => {
    const select = await mountSort();
    const tried = blockCookies();
    await choose(select, 'name');
    expect(tried).toHaveLength(1);
    expect(reloads).not.toHaveBeenCalled();
    expect(select.value).toBe('newest');
    expect(toasts).toHaveBeenCalledExactlyOnceWith(
      'Your choice could not be saved because this browser blocks cookies for this site. Please allow cookies and try again.',
    );
    expect(filterMessages.filtersNotSaved).toBe(toasts.mock.calls[0]?.[0]);
    expect(changes).toEqual([]);
  });

  it('let the visitor try again once cookies are allowed', async () => {
    const select = await mountSort();
    blockCookies();
    await choose(select, 'name');
    vi.restoreAllMocks();
    await choose(select, 'name');
    expect(readCookie('sortby')).toBe('name');
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});
