import type { Page } from '@playwright/test';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, test, widgetsSettled } from './fixtures.ts';
import { LISTING_PAGES, openListing } from './listing-fixtures.ts';

/** Waits until no CSS transition or animation runs, so colours are measured as the visitor sees them. */
async function settleAnimations(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
}

// axe over sixty cards, twice in some tests, on a machine shared with other test runs.
test.describe.configure({ timeout: 45_000 });

async function expectNoSeriousViolation(page: Page): Promise<void> {
  await settleAnimations(page);
  const violations = await findSeriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

for (const [path] of LISTING_PAGES) {
  test.describe(`axe on ${path}`, () => {
    test('finds no serious or critical violation once the widgets have mounted', async ({ page, demo }) => {
      await openListing(page, demo.url, path);
      await expectNoSeriousViolation(page);
    });

    test('finds none in dark mode, with safe browsing and the list view', async ({ page, demo }) => {
      await openListing(page, demo.url, path, { dark_mode: '1', safe_browsing: '1', view_type: 'list' });
      await expect(page.locator('body')).toHaveClass(/dark-mode/);
      await expectNoSeriousViolation(page);
    });

    test('finds none in dark mode switched on by the switch', async ({ page, demo }) => {
      await openListing(page, demo.url, path);
      await page.locator('[data-switch="dark-mode"]').click();
      await expect(page.locator('body')).toHaveClass(/dark-mode/);
      await expectNoSeriousViolation(page);
    });

    test.describe('at 375px', () => {
      test.use({ viewport: { width: 375, height: 800 } });

      for (const [name, panel] of [
        ['mobile-left-nav', '#left-nav'],
        ['mobile-search', '#header-search'],
        ['mobile-sidebar', '#sidebar'],
        ['filters', '#filters-panel'],
      ] as const) {
        test(`finds none with the ${name} panel open, in light and dark mode`, async ({ page, demo }) => {
          for (const darkMode of ['0', '1']) {
            // Dark mode through its cookie: a click on its switch would be a tap outside the panel.
            await openListing(page, demo.url, path, { dark_mode: darkMode });
            // The first control of each switch is the one in the header or the toolbar.
            await page.locator(`[data-widget~="switch"][data-switch="${name}"]`).first().click();
            await expect(page.locator(panel)).toBeVisible();
            await expectNoSeriousViolation(page);
          }
        });
      }
    });
  });
}

test('axe finds none on the help box after switching to its second step', async ({ page, demo }) => {
  await openListing(page, demo.url, '/dancers.html');
  await page.locator('[data-dialog-index="0"] [data-dialog-show="1"]').click();
  await expect(page.locator('#help-step-1')).toBeFocused();
  await expectNoSeriousViolation(page);
});

test('axe finds none in dark mode with the age check\'s 18+ gate over the page (the demo CSS darkens its modal too)', async ({ page, demo }) => {
  await page.context().addCookies([{ name: 'dark_mode', value: '1', url: `${demo.url}/` }]);
  await page.goto('/home.html');
  await widgetsSettled(page);
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expectNoSeriousViolation(page);
});
