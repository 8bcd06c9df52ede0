import type { Page } from '@playwright/test';
import { otherCityMessages } from '../../shared/messages/catalogue/other-city-messages.ts';
import { MAX_OTHER_CITIES } from '../../shared/constants.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test } from './fixtures.ts';

const PAGE = '/add-profile.html';
const LIMIT_TEXT = otherCityMessages.otherCityLimitReached.replace('{max}', String(MAX_OTHER_CITIES));
const HINT_TEXT = otherCityMessages.otherCityHint.replace('{max}', String(MAX_OTHER_CITIES));

const root = (page: Page) => page.locator('[data-widget="other-cities"]');
const addButton = (page: Page) => root(page).getByRole('button', { name: /^Add/ });
const blocks = (page: Page) => root(page).locator('[data-other-city]');

/** The names of the selects of every block, in order. */
function fieldNames(page: Page): Promise<string[]> {
  return blocks(page).locator('select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).name));
}

async function addCities(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await addButton(page).click();
    await expect(blocks(page)).toHaveCount(i + 1);
  }
}

test.describe('the other-city blocks of the add-profile page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PAGE);
    await expect(root(page)).toHaveAttribute('data-widget-state', 'mounted');
  });

  test('the blocks\' code is not downloaded with the page, only when Add is first used', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await openDemoPage(page, PAGE);
    await expect(root(page)).toHaveAttribute('data-widget-state', 'mounted');
    expect(chunks.filter((path) => path.includes('/other-city-list-'))).toEqual([]);
    await addButton(page).click();
    await expect(blocks(page)).toHaveCount(1);
    expect(chunks.filter((path) => path.includes('/other-city-list-'))).toHaveLength(1);
  });

  test('Add adds a numbered block and moves the focus to its country select', async ({ page }) => {
    await expect(addButton(page)).toHaveAccessibleDescription(HINT_TEXT);
    await addButton(page).click();
    await expect(blocks(page)).toHaveCount(1);
    const countrySelect = page.getByLabel('Country').nth(1);
    await expect(countrySelect).toHaveAttribute('name', 'other_cities[0][country_id]');
    await expect(countrySelect).toBeFocused();
    await expect(blocks(page).first()).toHaveAccessibleName('Other city 1');
    await expect(blocks(page).first().getByRole('button', { name: 'Remove other city 1' })).toBeVisible();
  });

  test('each block has its own country → city pair that loads its cities', async ({ page, requests, demo }) => {
    await addCities(page, 1);
    await demo.clearRequests();
    const block = blocks(page).first();
    await block.locator('select[name="other_cities[0][country_id]"]').selectOption('276');
    await expect(block.locator('select[name="other_cities[0][city_id]"]')).toHaveText(/Hamburg/);
    expect((await requests('geoCities')).map((call) => call.fields)).toEqual([{ get: 'cities', country_id: '276' }]);
    await expect(page.locator('select[name="city_id"]')).toHaveValue('1');
  });

  test(`at ${MAX_OTHER_CITIES} blocks the add button is off and says why; it stays focusable`, async ({ page }) => {
    await addCities(page, MAX_OTHER_CITIES);
    expect(await fieldNames(page)).toEqual([
      'other_cities[0][country_id]',
      'other_cities[0][city_id]',
      'other_cities[1][country_id]',
      'other_cities[1][city_id]',
      'other_cities[2][country_id]',
      'other_cities[2][city_id]',
    ]);
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(addButton(page)).toHaveAccessibleDescription(LIMIT_TEXT);
    await expect(root(page).getByText(LIMIT_TEXT)).toBeVisible();
    await addButton(page).focus();
    await expect(addButton(page)).toBeFocused();
    // Playwright refuses to click an aria-disabled button: force it, as a visitor's click would land.
    await addButton(page).click({ force: true });
    await page.keyboard.press('Enter');
    await expect(blocks(page)).toHaveCount(MAX_OTHER_CITIES);
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('removing a block numbers the rest from 0 again and focuses the next block, else the previous, else Add', async ({ page }) => {
    await addCities(page, MAX_OTHER_CITIES);
    await blocks(page).nth(1).locator('select').first().selectOption('276');
    await blocks(page).nth(2).locator('select').first().selectOption('826');
    await root(page).getByRole('button', { name: 'Remove other city 1' }).click();
    await expect(blocks(page)).toHaveCount(2);
    expect(await fieldNames(page)).toEqual([
      'other_cities[0][country_id]',
      'other_cities[0][city_id]',
      'other_cities[1][country_id]',
      'other_cities[1][city_id]',
    ]);
    // The block that was second is first now, and has the focus.
    const first = page.locator('select[name="other_cities[0][country_id]"]');
    await expect(first).toHaveValue('276');
    await expect(first).toBeFocused();
    await expect(page.getByLabel('Country').nth(1)).toHaveId('other-city-0-country');
    await expect(blocks(page).nth(1)).toHaveAccessibleName('Other city 2');
    await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(addButton(page)).toHaveAccessibleDescription(HINT_TEXT);

    await root(page).getByRole('button', { name: 'Remove other city 2' }).click();
    await expect(page.locator('select[name="other_cities[0][country_id]"]')).toBeFocused();
    await expect(page.locator('select[name="other_cities[0][country_id]"]')).toHaveValue('276');

    await root(page).getByRole('button', { name: 'Remove other city 1' }).click();
    await expect(blocks(page)).toHaveCount(0);
    await expect(addButton(page)).toBeFocused();
  });
});
