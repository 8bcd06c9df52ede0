import type { Page } from '@playwright/test';
import { COOKIE_LIFETIME_DAYS, QUICK_FILTER_MAX_PRICE, SHORT_COOKIE_LIFETIME_DAYS } from '../../shared/constants.ts';
import { filterMessages } from '../../shared/messages/catalogue/filter-messages.ts';
import { expect, test, widgetsSettled } from './fixtures.ts';
import {
  blockScriptCookies,
  cookieValue,
  countLoads,
  expectReload,
  expectWidgetCookie,
  keepEventsAcrossReloads,
  keptEvents,
  settleWithoutReload,
} from './filters-helpers.ts';
import { LISTING_PAGES, openListing, setListingCookies } from './listing-fixtures.ts';

const sortSelect = (page: Page) => page.locator('#sortby');
const filterForm = (page: Page) => page.locator('form[data-widget~="filter-form"]');
const applyButton = (page: Page) => filterForm(page).getByRole('button', { name: 'Apply filters' });
const quickFilter = (page: Page) => page.locator('[data-widget~="price-quick-filter"]');
const toastMessage = (page: Page) => page.locator('.notyf__message');

test.describe('the sort select', () => {
  for (const [path] of LISTING_PAGES) {
    test(`on ${path} keeps the chosen sort in sortby for 365 days and reloads into that order`, async ({ page, demo }) => {
      await keepEventsAcrossReloads(page, ['widgets:sort:change']);
      await openListing(page, demo.url, path);
      await expect(sortSelect(page)).toHaveAttribute('data-widget-state', 'mounted');
      const loads = countLoads(page);
      await expectReload(page, () => sortSelect(page).selectOption('price_asc'));
      await settleWithoutReload(page);
      expect(loads()).toBe(1);
      await expectWidgetCookie(page.context(), 'sortby', 'price_asc', COOKIE_LIFETIME_DAYS);
      // The server rendered the chosen option; the filter hash shows it for sharing.
      await expect(sortSelect(page)).toHaveValue('price_asc');
      expect(new URL(page.url()).hash).toBe('#sortby=price_asc');
      expect(await keptEvents(page)).toEqual([
        ['dataLayer', { event: 'widget_event', category: 'sort', action: 'sortby', label: 'price_asc' }],
        ['widgets:sort:change', { cookie: 'sortby', value: 'price_asc' }],
      ]);
    });
  }

  test('of the reviews on /dancers.html keeps its own sortbyreviews cookie', async ({ page, demo }) => {
    await openListing(page, demo.url, '/dancers.html');
    await expectReload(page, () => page.locator('#sortbyreviews').selectOption('rating'));
    await expectWidgetCookie(page.context(), 'sortbyreviews', 'rating', COOKIE_LIFETIME_DAYS);
    expect(await cookieValue(page.context(), 'sortby')).toBeUndefined();
    await expect(page.locator('#sortbyreviews')).toHaveValue('rating');
  });

  test('replaces the sort of a shared link instead of bringing it back', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await page.goto('/dancers.html#sortby=name');
    await expect(sortSelect(page)).toHaveValue('name');
    await widgetsSettled(page);
    const loads = countLoads(page);
    await expectReload(page, () => sortSelect(page).selectOption('newest'));
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    await expect(sortSelect(page)).toHaveValue('newest');
    expect(new URL(page.url()).hash).toBe('#sortby=newest');
  });

  test('does not reload on each arrow key of a keyboard user, but on Enter', async ({ page, demo }) => {
    await openListing(page, demo.url, '/home.html');
    const loads = countLoads(page);
    await sortSelect(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    expect(loads()).toBe(0);
    await expectReload(page, () => page.keyboard.press('Enter'));
    expect(await cookieValue(page.context(), 'sortby')).toBe(await sortSelect(page).inputValue());
    expect(await cookieValue(page.context(), 'sortby')).not.toBe('newest');
  });

  test('with cookies blocked does not reload: the toast says why and the select shows the page sort', async ({ page, demo }) => {
    await blockScriptCookies(page);
    await openListing(page, demo.url, '/search.html');
    const loads = countLoads(page);
    await sortSelect(page).selectOption('name');
    await expect(toastMessage(page)).toHaveText(filterMessages.filtersNotSaved);
    await settleWithoutReload(page);
    expect(loads()).toBe(0);
    await expect(sortSelect(page)).toHaveValue('newest');
  });
});

test.describe('the filter form', () => {
  test('round trip: the form as a JSON filters cookie (1 day, lists for checkbox groups), switches in their own cookies', async ({
    page,
    demo,
  }) => {
    await keepEventsAcrossReloads(page, ['widgets:filter-form:apply']);
    await openListing(page, demo.url, '/dancers.html');
    await page.locator('#filter-city').selectOption('1');
    await page.locator('#filter-age-min').fill('21');
    await page.locator('#filter-price-max').fill('150');
    await page.getByLabel('Dinner date').check();
    await page.getByLabel('Club shows').check();
    await page.getByLabel('Incalls').check();
    await page.getByLabel('Independent').check();
    const loads = countLoads(page);
    await expectReload(page, () => applyButton(page).click());
    await settleWithoutReload(page);
    expect(loads()).toBe(1);

    const filters = { city: '1', age_min: '21', price_max: '150', services: ['dinner', 'shows'], incalls: '1' };
    await expectWidgetCookie(page.context(), 'filters', JSON.stringify(filters), SHORT_COOKIE_LIFETIME_DAYS);
    await expectWidgetCookie(page.context(), 'profile_type_independent', '1', SHORT_COOKIE_LIFETIME_DAYS);
    await expectWidgetCookie(page.context(), 'profile_type_agency', '0', SHORT_COOKIE_LIFETIME_DAYS);
    // The server renders the form from the cookies.
    await expect(page.locator('#filter-city')).toHaveValue('1');
    await expect(page.locator('#filter-price-max')).toHaveValue('150');
    await expect(page.getByLabel('Dinner date')).toBeChecked();
    await expect(page.getByLabel('Travel companion')).not.toBeChecked();
    await expect(page.getByLabel('Independent')).toBeChecked();
    expect(new URL(page.url()).hash).toBe(`#filters=${encodeURIComponent(JSON.stringify(filters))}`);
    expect(await keptEvents(page)).toEqual([
      ['dataLayer', { event: 'widget_event', category: 'filters', action: 'apply', label: 'city,age_min,price_max,services,incalls' }],
      ['widgets:filter-form:apply', { filters, profileTypes: { independent: true, agency: false } }],
    ]);
  });

  test('keeps a one-box checkbox group as a list', async ({ page, demo }) => {
    await openListing(page, demo.url, '/home.html');
    await page.getByLabel('Travel companion').check();
    await expectReload(page, () => applyButton(page).click());
    expect(JSON.parse((await cookieValue(page.context(), 'filters')) ?? '')).toEqual({ services: ['travel'] });
  });

  test('submits once when Apply is clicked twice', async ({ page, demo }) => {
    await openListing(page, demo.url, '/search.html');
    await page.getByLabel('Outcalls').check();
    const loads = countLoads(page);
    await Promise.all([page.waitForEvent('load'), applyButton(page).dblclick()]);
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    expect(await cookieValue(page.context(), 'filters')).toBe('{"outcalls":"1"}');
  });

  test('Clear removes the filters cookie and reloads an unfiltered page', async ({ page, demo }) => {
    await openListing(page, demo.url, '/dancers.html', { filters: encodeURIComponent('{"city":"1","incalls":"1"}') });
    await expect(page.locator('#filter-city')).toHaveValue('1');
    await expectReload(page, () => filterForm(page).getByRole('button', { name: 'Clear' }).click());
    expect(await cookieValue(page.context(), 'filters')).toBeUndefined();
    await expect(page.locator('#filter-city')).toHaveValue('');
    await expect(page.getByLabel('Incalls')).not.toBeChecked();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('Clear also turns the profile-type switches off: one reload into all 60 profiles, no type checked', async ({ page, demo }) => {
    await openListing(page, demo.url, '/dancers.html', { profile_type_agency: '1', filters: encodeURIComponent('{"incalls":"1"}') });
    const count = page.getByText(/^Showing \d+ of 60 profiles\.$/);
    await expect(count).toHaveText('Showing 8 of 60 profiles.');
    await expect(page.getByLabel('Agency')).toBeChecked();
    const loads = countLoads(page);
    await expectReload(page, () => filterForm(page).getByRole('button', { name: 'Clear' }).click());
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    expect(await cookieValue(page.context(), 'filters')).toBeUndefined();
    expect(await cookieValue(page.context(), 'profile_type_agency')).toBeUndefined();
    expect(await cookieValue(page.context(), 'profile_type_independent')).toBeUndefined();
    await expect(count).toHaveText('Showing 60 of 60 profiles.');
    await expect(page.getByLabel('Incalls')).not.toBeChecked();
    await expect(page.getByLabel('Agency')).not.toBeChecked();
    await expect(page.getByLabel('Independent')).not.toBeChecked();
  });

  test('refuses filters too large for a cookie with a toast, no reload and the fields kept', async ({ page, demo }) => {
    await openListing(page, demo.url, '/home.html');
    await filterForm(page).evaluate((form) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'notes';
      input.value = 'x'.repeat(4000);
      form.append(input);
    });
    await page.getByLabel('Incalls').check();
    const loads = countLoads(page);
    await applyButton(page).click();
    await expect(toastMessage(page)).toHaveText(filterMessages.filtersTooLarge);
    await settleWithoutReload(page);
    expect(loads()).toBe(0);
    expect(await cookieValue(page.context(), 'filters')).toBeUndefined();
    await expect(applyButton(page)).toBeEnabled();
    await expect(page.getByLabel('Incalls')).toBeChecked();
  });

  test('with cookies blocked does not reload, and says why', async ({ page, demo }) => {
    await blockScriptCookies(page);
    await openListing(page, demo.url, '/dancers.html');
    await page.getByLabel('Incalls').check();
    const loads = countLoads(page);
    await applyButton(page).click();
    await expect(toastMessage(page)).toHaveText(filterMessages.filtersNotSaved);
    await settleWithoutReload(page);
    expect(loads()).toBe(0);
    await expect(applyButton(page)).toBeEnabled();
  });
});

test.describe('the price quick filter', () => {
  test(`sets incalls and a maximum price of ${QUICK_FILTER_MAX_PRICE}, keeping the other filters, then reloads`, async ({ page, demo }) => {
    await keepEventsAcrossReloads(page, ['widgets:price-quick-filter:apply']);
    await openListing(page, demo.url, '/home.html', { filters: encodeURIComponent('{"city":"1","price_max":"300"}') });
    const loads = countLoads(page);
    await expectReload(page, () => quickFilter(page).click());
    await settleWithoutReload(page);
    expect(loads()).toBe(1);
    const filters = { city: '1', price_max: '80', incalls: '1' };
    await expectWidgetCookie(page.context(), 'filters', JSON.stringify(filters), SHORT_COOKIE_LIFETIME_DAYS);
    // The filter form shows the quick filter's fields after the reload.
    await expect(page.getByLabel('Incalls')).toBeChecked();
    await expect(page.locator('#filter-price-max')).toHaveValue('80');
    await expect(page.locator('#filter-city')).toHaveValue('1');
    expect(await keptEvents(page)).toEqual([
      ['dataLayer', { event: 'widget_event', category: 'filters', action: 'quick-filter', label: 'price_max=80' }],
      ['widgets:price-quick-filter:apply', { filters }],
    ]);
  });

  test('with cookies blocked does not reload, says why and can be used again', async ({ page, demo }) => {
    await blockScriptCookies(page);
    await openListing(page, demo.url, '/search.html');
    const loads = countLoads(page);
    await quickFilter(page).click();
    await expect(toastMessage(page)).toHaveText(filterMessages.filtersNotSaved);
    await settleWithoutReload(page);
    expect(loads()).toBe(0);
    await expect(quickFilter(page)).toBeEnabled();
  });
});
