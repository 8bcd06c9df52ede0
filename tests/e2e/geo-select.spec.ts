import type { Page } from '@playwright/test';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { geoMessages } from '../../shared/messages/catalogue/geo-messages.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { GEO_ANSWER_MAX_CHARS } from '../../shared/constants.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test } from './fixtures.ts';
import { areaBlock, city, club, country, location } from './add-profile-helpers.ts';

const PAGE = '/add-profile.html';
const GEO_PATH = '/ajax/geo_zones.php';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await findSeriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The values of a select's options, in order. */
function optionValues(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((select: HTMLSelectElement) => Array.from(select.options, (option) => option.value));
}

/**
 * Opens the page once its areas call at load has been logged and answered: the area block is shown
 * by the server markup, so waiting for it does not wait for that call, which could otherwise reach
 * the request log after a test cleared it.
 */
async function openWithAreasAtLoadDone(page: Page, requests: (call: 'geoAreas') => Promise<readonly unknown[]>): Promise<void> {
  await openDemoPage(page, PAGE);
  await expect.poll(async () => (await requests('geoAreas')).length).toBe(1);
  await expect(page.locator('select[name="area_id"]')).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('the geo selects of the add-profile page', () => {
  test('the page opens with country 818 and city 1 and requests their areas at once, then shows the area block', async ({ page, requests }) => {
    await openDemoPage(page, PAGE);
    await expect(country(page)).toHaveValue('818');
    await expect(city(page)).toHaveValue('1');
    await expect(areaBlock(page)).toBeVisible();
    await expect(page.getByLabel('Area')).toHaveText(/The Strip/);
    const calls = await requests('geoAreas');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.fields).toEqual({ get: 'cities_area', city_id: '1' });
    expect(calls[0]?.headers.contentType).toContain('application/x-www-form-urlencoded');
    expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');
    expect(await requests('geoCities')).toHaveLength(0);
    await expectNoSeriousViolations(page);
  });

  test('choosing a country loads its cities, choosing a city loads its areas and fills the clubs', async ({ page, requests, demo }) => {
    await openWithAreasAtLoadDone(page, requests);
    await expect(areaBlock(page)).toBeVisible();
    await demo.clearRequests();
    await country(page).selectOption('124');
    await expect(city(page)).toHaveText(/Toronto/);
    await expect(city(page)).toHaveValue('');
    await expect(areaBlock(page)).toBeHidden();
    expect((await requests('geoCities')).map((call) => call.fields)).toEqual([{ get: 'cities', country_id: '124' }]);
    await city(page).selectOption('11');
    await expect(club(page)).toHaveText(/Café & Cabaret/);
    expect(await optionValues(page, 'select[name="club_id"]')).toEqual(['', '1011']);
    await expect(areaBlock(page)).toBeHidden();
    await city(page).selectOption('10');
    await expect(areaBlock(page)).toBeVisible();
    expect(await optionValues(page, 'select[name="area_id"]')).toEqual(['', '110', '111']);
    expect((await requests('geoAreas')).map((call) => call.fields)).toEqual([
      { get: 'cities_area', city_id: '11' },
      { get: 'cities_area', city_id: '10' },
    ]);
    expect((await requests('geoClubs')).map((call) => call.fields)).toEqual([
      { get: 'clubs', city_id: '11' },
      { get: 'clubs', city_id: '10' },
    ]);
  });

  test('choosing 818 and then city 1 again requests the areas of city 1 and shows them', async ({ page, requests, demo }) => {
    await openWithAreasAtLoadDone(page, requests);
    await country(page).selectOption('826');
    await expect(city(page)).toHaveText(/London/);
    await demo.clearRequests();
    await country(page).selectOption('818');
    await expect(city(page)).toHaveText(/Las Vegas/);
    await city(page).selectOption('1');
    await expect(areaBlock(page)).toBeVisible();
    await expect(page.getByLabel('Area')).toHaveText(/Henderson/);
    expect((await requests('geoAreas')).map((call) => call.fields)).toEqual([{ get: 'cities_area', city_id: '1' }]);
  });

  test('a slow answer for an earlier country is dropped: the cities of the last country chosen stay', async ({ page, scenario, requests }) => {
    await openDemoPage(page, PAGE);
    await expect(areaBlock(page)).toBeVisible();
    await scenario('geoCities', 'slow');
    await country(page).selectOption('124');
    await expect(city(page)).toHaveAttribute('aria-busy', 'true');
    await expect(city(page).locator('option')).toHaveText([controlMessages.loading]);
    await country(page).selectOption('826');
    await expect(city(page)).toHaveText(/London/);
    await expect(city(page)).not.toHaveAttribute('aria-busy', 'true');
    // The slow scenario answers after 2 s; wait past it and check nothing changed.
    await page.waitForTimeout(2500);
    await expect(city(page)).toHaveText(/London/);
    await expect(city(page)).not.toHaveText(/Toronto/);
    expect((await requests('geoCities')).map((call) => call.fields.country_id)).toEqual(['124', '826']);
  });

  test('while the cities load the city select is busy, shows "Loading…" and can still be focused', async ({ page, scenario }) => {
    await openDemoPage(page, PAGE);
    await expect(areaBlock(page)).toBeVisible();
    await scenario('geoCities', 'slow');
    await country(page).selectOption('124');
    await expect(city(page)).toHaveAttribute('aria-busy', 'true');
    await expect(city(page)).toBeEnabled();
    await city(page).focus();
    await expect(city(page)).toBeFocused();
    await expectNoSeriousViolations(page);
    await expect(city(page)).toHaveText(/Toronto/, { timeout: 5000 });
    await expect(city(page)).not.toHaveAttribute('aria-busy', 'true');
  });

  test('a failed cities call says so next to the select, keeps the selects usable, and "Try again" repeats it', async ({
    page,
    scenario,
    requests,
    demo,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 500/);
    await openWithAreasAtLoadDone(page, requests);
    await expect(areaBlock(page)).toBeVisible();
    await demo.clearRequests();
    await scenario('geoCities', 'http-500');
    await country(page).selectOption('124');
    const status = location(page).locator('.geo-select-status').first();
    await expect(status).toContainText(geoMessages.geoCitiesFailed);
    await expect(status).toContainText(requestMessages.requestHttp.replace('{status}', '500'));
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(city(page)).toBeEnabled();
    await expect(city(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(country(page)).toHaveValue('124');
    await expectNoSeriousViolations(page);
    await location(page).getByRole('button', { name: geoMessages.geoRetry }).click();
    await expect(city(page)).toHaveText(/Toronto/);
    await expect(city(page)).toBeFocused();
    await expect(status).toBeEmpty();
    expect((await requests('geoCities')).map((call) => call.fields)).toEqual([
      { get: 'cities', country_id: '124' },
      { get: 'cities', country_id: '124' },
    ]);
  });

  test('an error sentence instead of options is a failure, not a list', async ({ page, scenario }) => {
    await openDemoPage(page, PAGE);
    await expect(areaBlock(page)).toBeVisible();
    await scenario('geoClubs', 'error-message');
    await city(page).selectOption('2');
    const status = location(page).locator('.geo-select-status').last();
    await expect(status).toContainText(geoMessages.geoClubsFailed);
    await expect(status).toContainText(requestMessages.requestMalformed);
    await expect(club(page).locator('option')).toHaveText(['Select club']);
  });

  test('the clubs select is filled with the chosen city\'s clubs', async ({ page }) => {
    await openDemoPage(page, PAGE);
    await expect(club(page)).toHaveText(/Velvet Lounge/);
    await city(page).selectOption('3');
    await expect(club(page).locator('option')).toHaveText(['Select club', 'Midnight Room']);
    await expect(areaBlock(page)).toBeVisible();
    await expect(page.getByLabel('Area').locator('option')).toHaveText(['Select area', 'Manhattan', 'Brooklyn']);
  });

  test('option markup carrying a script or an event handler is read as data and never runs', async ({ page }) => {
    // Only the options' values, labels and texts reach the browser's parser: the hostile answer's
    // onclick and onerror attributes are never parsed, so the page's policy has nothing to refuse.
    await page.route(`**${GEO_PATH}`, async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      if (fields.get('get') !== 'cities') return route.continue();
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<option value="">Pick</option><script>window.__geoHacked = 1</script>
          <option value="7" onclick="window.__geoHacked = 2">Safe<img src="x" onerror="window.__geoHacked = 3"> town</option>
          <img src="y" onerror="window.__geoHacked = 4"><optgroup label="North &amp; <b>South</b>"><option value="8">Evil &lt;script&gt;</option></optgroup>`,
      });
    });
    await openDemoPage(page, PAGE);
    await expect(areaBlock(page)).toBeVisible();
    await country(page).selectOption('124');
    await expect(city(page).locator('option')).toHaveText(['Pick', 'Safe town', 'Evil <script>']);
    await expect(city(page).locator('optgroup')).toHaveAttribute('label', 'North & <b>South</b>');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __geoHacked?: number }).__geoHacked)).toBeUndefined();
    expect(await city(page).evaluate((select) => select.querySelectorAll('script, img, [onclick], [onerror]').length)).toBe(0);
  });

  test('a saved area survives a failed areas call and "Try again" (issue 17, item 7)', async ({ page, scenario, requests, expectConsoleError }) => {
    expectConsoleError(/status of 500/);
    // The template prints the profile's saved area selected, as an edit page would.
    await page.route(`**${PAGE}`, async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('<option value="102">Downtown</option>');
      await route.fulfill({ response, body: html.replace('<option value="102">', '<option value="102" selected>') });
    });
    await scenario('geoAreas', 'http-500');
    await openDemoPage(page, PAGE);
    const area = page.locator('select[name="area_id"]');
    // The list's status comes with the call code, which loads once the page has opened.
    await expect(area).toHaveAttribute('aria-describedby', /\S/);
    const status = page.locator(`#${await area.getAttribute('aria-describedby')}`);
    await expect(status).toContainText(`${geoMessages.geoAreasFailed} ${requestMessages.requestHttp.replace('{status}', '500')}`);
    await expect(area.locator('option')).toHaveText(['Select area', 'The Strip', 'Downtown', 'Henderson']);
    await expect(area).toHaveValue('102');
    await expect(areaBlock(page)).toBeVisible();

    await location(page).getByRole('button', { name: geoMessages.geoRetry }).click();
    await expect(status).toBeEmpty();
    await expect(area.locator('option')).toHaveText(['Select area', 'The Strip', 'Downtown', 'Henderson']);
    await expect(area).toHaveValue('102');
    expect((await requests('geoAreas')).map((call) => call.fields)).toEqual([
      { get: 'cities_area', city_id: '1' },
      { get: 'cities_area', city_id: '1' },
    ]);
  });

  test('hostile answers end in the failure message with "Try again", never a frozen tab or "Loading…" (issue 17, item 9)', async ({ page }) => {
    const nested = (chars: number) => '<div>'.repeat(Math.floor(chars / 5));
    const answers = [
      // Over the size cap: a megabyte of nested <div>s froze the tab for minutes before.
      `${nested(GEO_ANSWER_MAX_CHARS)}<option value="10">Toronto</option>`,
      // 130 000 options within the size cap: the select threw a RangeError before, leaving "Loading…".
      '<option>'.repeat(130_000),
      // Just within the size cap, as deep, with the options after it: read at once.
      `${nested(GEO_ANSWER_MAX_CHARS - 100)}<option value="">Select city</option><option value="10">Toronto</option>`,
    ];
    await page.route(`**${GEO_PATH}`, async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      if (fields.get('get') !== 'cities') return route.continue();
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: answers.shift() ?? '' });
    });
    await openDemoPage(page, PAGE);
    await expect(areaBlock(page)).toBeVisible();
    const status = location(page).locator('.geo-select-status').first();
    const retry = location(page).getByRole('button', { name: geoMessages.geoRetry });
    const failure = `${geoMessages.geoCitiesFailed} ${requestMessages.requestMalformed}`;

    await country(page).selectOption('124');
    await expect(status).toContainText(failure);
    await expect(city(page).locator('option')).toHaveText(['Select city']);
    await expect(city(page)).not.toHaveAttribute('aria-busy', 'true');

    await retry.click();
    await expect.poll(() => answers.length).toBe(1);
    await expect(status).toContainText(failure);
    await expect(city(page).locator('option')).toHaveText(['Select city']);

    await retry.click();
    await expect(city(page).locator('option')).toHaveText(['Select city', 'Toronto']);
    await expect(status).toBeEmpty();
    expect(answers).toHaveLength(0);
  });
});
