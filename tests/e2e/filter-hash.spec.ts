import { COOKIE_LIFETIME_DAYS, FILTER_HASH_GUARD_KEY, SHORT_COOKIE_LIFETIME_DAYS } from '../../shared/constants.ts';
import { expect, test, widgetsSettled } from './fixtures.ts';
import {
  blockScriptCookies,
  blockSessionStorage,
  cookieValue,
  countLoads,
  expectWidgetCookie,
  forgetScriptCookiesOnReload,
  keepEventsAcrossReloads,
  keptEvents,
  settleWithoutReload,
} from './filters-helpers.ts';
import { LISTING_PAGES, setListingCookies } from './listing-fixtures.ts';

const enc = encodeURIComponent;
const filters = { city: '1', services: ['massage', 'dinner'], incalls: '1' };
const filtersJson = JSON.stringify(filters);
const sharedHash = `#sortby=price_asc/filters=${enc(filtersJson)}`;

test.describe('a filter hash in the address', () => {
  for (const [path, kind] of LISTING_PAGES) {
    test(`on ${path} (data-page ${kind}) is saved to the cookies and the page reloads exactly once`, async ({ page, demo }) => {
      await setListingCookies(page.context(), demo.url);
      await keepEventsAcrossReloads(page, ['widgets:filter-hash:apply']);
      const loads = countLoads(page);
      await page.goto(`${path}${sharedHash}`);
      await expect.poll(loads).toBe(2);
      await settleWithoutReload(page);
      expect(loads()).toBe(2);

      await expectWidgetCookie(page.context(), 'sortby', 'price_asc', COOKIE_LIFETIME_DAYS);
      await expectWidgetCookie(page.context(), 'filters', filtersJson, SHORT_COOKIE_LIFETIME_DAYS);
      // The server rendered the page from the saved cookies.
      await expect(page.locator('#sortby')).toHaveValue('price_asc');
      await expect(page.locator('#filter-city')).toHaveValue('1');
      await expect(page.locator('#filter-incalls-1')).toBeChecked();
      expect(new URL(page.url()).hash).toBe(sharedHash);
      expect(await keptEvents(page)).toEqual([
        ['dataLayer', { event: 'widget_event', category: 'filter-hash', action: 'apply', label: 'sortby,filters' }],
        ['widgets:filter-hash:apply', { values: { sortby: 'price_asc', filters } }],
      ]);
    });
  }

  test('typed into the address of a loaded page (hashchange) is saved, with one reload', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    const loads = countLoads(page);
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => (location.hash = '#sortby=name'))]);
    await settleWithoutReload(page);
    expect(loads()).toBe(2);
    expect(await cookieValue(page.context(), 'sortby')).toBe('name');
    await expect(page.locator('#sortby')).toHaveValue('name');
  });

  test('is left alone on the other pages', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    const loads = countLoads(page);
    await page.goto('/profile.html#sortby=name');
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    expect(await cookieValue(page.context(), 'sortby')).toBeUndefined();
    expect(new URL(page.url()).hash).toBe('#sortby=name');
  });
});

test.describe('the hash rebuilt from the cookies', () => {
  test('shows the saved sort and filters for sharing, without reload or new history entry', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await page.goto('/home.html');
    await settleWithoutReload(page);
    const entries = await page.evaluate(() => history.length);
    await setListingCookies(page.context(), demo.url, { sortby: 'name', filters: enc(filtersJson) });
    const loads = countLoads(page);
    await page.goto('/search.html?term=ann');
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    expect(new URL(page.url()).search).toBe('?term=ann');
    expect(new URL(page.url()).hash).toBe(`#sortby=name/filters=${enc(filtersJson)}`);
    // One entry for the navigation to /search.html, none for the rebuilt hash.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test('replaces a hash that says the same in another order, keeping the scroll position', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url, { sortby: 'name' });
    const loads = countLoads(page);
    await page.goto('/home.html');
    await widgetsSettled(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.evaluate(() => (location.hash = '#page=2/sortby=name'));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#sortby=name');
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('is no hash at all without sort or filter cookies', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await page.goto('/dancers.html');
    await settleWithoutReload(page);
    expect(page.url()).toBe(`${demo.url}/dancers.html`);
  });

  test('leaves an in-page anchor such as the skip link alone', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url, { sortby: 'name' });
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await settleWithoutReload(page);
    expect(new URL(page.url()).hash).toBe('#main');
  });
});

const badHashes: ReadonlyArray<readonly [string, string]> = [
  ['an unknown name', '#page=2'],
  ['a cookie that is not in the hash contract', '#view_type=list'],
  ['bad percent-encoding', '#sortby=%E0%A4%A'],
  ['a lone percent sign', '#filters=%'],
  ['invalid JSON', `#filters=${enc('{"city":')}`],
  ['JSON that is not an object', `#filters=${enc('["a"]')}`],
  ['filters with a number', `#filters=${enc('{"price_max":80}')}`],
  ['a sort key with a space', `#sortby=${enc('price asc')}`],
  ['a sort key with markup', `#sortby=${enc('<img src=x onerror=alert(1)>')}`],
  ['an oversize value', `#filters=${'x'.repeat(5000)}`],
  ['a duplicate name', '#sortby=name/sortby=price_asc'],
  ['empty pairs', '#//'],
  ['an empty value', '#sortby='],
  ['a pair without a name', '#=name'],
  ['a raw "=" in a value', '#sortby=a=b'],
];

test.describe('a malformed hash', () => {
  for (const [name, hash] of badHashes) {
    test(`with ${name} is ignored: no cookie, no reload, no error`, async ({ page, demo, pageErrors, consoleErrors }) => {
      await setListingCookies(page.context(), demo.url, { sortby: 'newest' });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('filter-hash')) warnings.push(message.text());
      });
      const loads = countLoads(page);
      await page.goto(`/dancers.html${hash}`);
      await settleWithoutReload(page);
      expect(loads()).toBe(1);
      expect(await cookieValue(page.context(), 'sortby')).toBe('newest');
      expect(await cookieValue(page.context(), 'filters')).toBeUndefined();
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(warnings.length).toBeLessThanOrEqual(1);
      if (hash !== '#//') expect(new URL(page.url()).hash).toBe('#sortby=newest');
      expect(await page.evaluate(() => (window as unknown as { alerted?: boolean }).alerted)).toBeUndefined();
    });
  }
});

test.describe('cookies the browser does not keep', () => {
  test('blocked: the page never reloads, and keeps working', async ({ page, demo, pageErrors }) => {
    await setListingCookies(page.context(), demo.url);
    await blockScriptCookies(page);
    const loads = countLoads(page);
    await page.goto(`/dancers.html${sharedHash}`);
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    expect(await cookieValue(page.context(), 'sortby')).toBeUndefined();
    expect(new URL(page.url()).hash).toBe(sharedHash);
    expect(pageErrors).toEqual([]);
  });

  test('kept for the page view only: at most one reload for the hash', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await forgetScriptCookiesOnReload(page);
    const loads = countLoads(page);
    await page.goto(`/dancers.html${sharedHash}`);
    await expect.poll(loads).toBe(2);
    await settleWithoutReload(page);
    await page.waitForTimeout(600);
    expect(loads()).toBe(2);
    const guard = await page.evaluate((key) => sessionStorage.getItem(key), FILTER_HASH_GUARD_KEY);
    expect(JSON.parse(guard ?? '[]')).toEqual([`/dancers.html${sharedHash}`]);
  });

  test('kept for the page view only, with sessionStorage blocked too: still at most one reload', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await forgetScriptCookiesOnReload(page);
    await blockSessionStorage(page);
    const loads = countLoads(page);
    await page.goto('/home.html#sortby=name');
    await expect.poll(loads).toBe(2);
    await settleWithoutReload(page);
    await page.waitForTimeout(600);
    expect(loads()).toBe(2);
  });

  test('a manual reload of the same hash does not start reloading again', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await forgetScriptCookiesOnReload(page);
    const loads = countLoads(page);
    await page.goto('/search.html#sortby=name');
    await expect.poll(loads).toBe(2);
    await page.reload();
    await settleWithoutReload(page);
    expect(loads()).toBe(3);
  });
});

test.describe('the code that reads a hash', () => {
  test('is not downloaded when the address has no hash or the one the cookies give', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url, { sortby: 'name' });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/chunks/')) chunks.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto('/dancers.html');
    await settleWithoutReload(page);
    await page.reload();
    await settleWithoutReload(page);
    expect(new URL(page.url()).hash).toBe('#sortby=name');
    expect(chunks.filter((name) => name.startsWith('apply-filter-hash'))).toEqual([]);
    expect(chunks.some((name) => name.startsWith('filter-hash'))).toBe(true);
  });
});
