import type { Page } from '@playwright/test';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test, widgetsSettled } from './fixtures.ts';
import { contextCookie, setListingCookies } from './listing-fixtures.ts';

/** A listing page, a profile page and an add-profile page: the site layout's three kinds of page. */
const LAYOUT_PAGES = ['/dancers.html', '/profile.html', '/add-profile.html'] as const;
/** The header's global switches (their `data-switch`). */
const HEADER_SWITCHES = ['mobile-left-nav', 'mobile-search', 'mobile-sidebar', 'language', 'dark-mode', 'safe-browsing'];

const header = (page: Page) => page.locator('header.site-header');
const headerSwitch = (page: Page, name: string) => header(page).locator(`[data-widget~="switch"][data-switch="${name}"]`);
const body = (page: Page) => page.locator('body');

for (const path of LAYOUT_PAGES) {
  test.describe(`the site header on ${path}`, () => {
    test.beforeEach(async ({ page, demo }) => {
      // Past the listing's 18+ gate, which is not the layout's to test.
      await setListingCookies(page.context(), demo.url);
    });

    test('has every global switch, mounted, and the search box with its suggestions root', async ({ page }) => {
      await openDemoPage(page, path);
      for (const name of HEADER_SWITCHES) await expect(headerSwitch(page, name), name).toHaveAttribute('data-widget-state', 'mounted');
      await expect(header(page).getByRole('combobox', { name: 'Search profiles' })).toBeVisible();
      // The panels the header's "Menu" and "More" open (hidden until then, except on wide listing pages).
      await expect(page.locator('nav#left-nav[aria-label="Categories"]')).toHaveCount(1);
      await expect(page.locator('aside#sidebar[aria-label="More"]')).toHaveCount(1);
    });

    test('dark mode toggles the body class and its cookie, and the next page load renders it', async ({ page }) => {
      await openDemoPage(page, path);
      const button = headerSwitch(page, 'dark-mode');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(body(page)).toHaveClass(/(^|\s)dark-mode(\s|$)/);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await contextCookie(page.context(), 'dark_mode'))?.value).toBe('1');
      // Dark colours, from the site stylesheet every page loads.
      await expect(body(page)).toHaveCSS('background-color', 'rgb(18, 18, 18)');

      await page.reload();
      await widgetsSettled(page);
      await expect(body(page)).toHaveClass(/(^|\s)dark-mode(\s|$)/);
      await expect(headerSwitch(page, 'dark-mode')).toHaveAttribute('aria-pressed', 'true');

      await headerSwitch(page, 'dark-mode').click();
      await expect(body(page)).not.toHaveClass(/dark-mode/);
      await expect.poll(async () => (await contextCookie(page.context(), 'dark_mode'))?.value).toBe('0');
    });

    test('the "More" panel opens from its switch on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await openDemoPage(page, path);
      const sidebar = page.getByRole('complementary', { name: 'More' });
      await expect(sidebar).toBeHidden();
      await headerSwitch(page, 'mobile-sidebar').click();
      await expect(sidebar).toBeVisible();
      await expect(headerSwitch(page, 'mobile-sidebar')).toHaveAttribute('aria-expanded', 'true');
    });
  });
}

test('a dark mode chosen on a listing page is rendered on the profile and add-profile pages', async ({ page, demo }) => {
  await setListingCookies(page.context(), demo.url);
  await openDemoPage(page, '/dancers.html');
  await headerSwitch(page, 'dark-mode').click();
  await expect.poll(async () => (await contextCookie(page.context(), 'dark_mode'))?.value).toBe('1');
  for (const path of ['/profile.html', '/add-profile.html', '/videoverify/']) {
    await openDemoPage(page, path);
    await expect(body(page), path).toHaveClass(/(^|\s)dark-mode(\s|$)/);
    await expect(headerSwitch(page, 'dark-mode'), path).toHaveAttribute('aria-pressed', 'true');
  }
});

test('/videoverify/ inside the add-profile frame has no site header and no panels', async ({ page }) => {
  await openDemoPage(page, '/videoverify/?iframeFrom=add-profile');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('[data-widget~="switch"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Video verification' })).toBeVisible();
});

test('/videoverify/ alone has the site header', async ({ page }) => {
  await openDemoPage(page, '/videoverify/');
  await expect(headerSwitch(page, 'dark-mode')).toHaveAttribute('data-widget-state', 'mounted');
});

for (const path of ['/add-profile.html', '/add-profile-agency.html', '/videoverify/', '/videoverify/?iframeFrom=add-profile']) {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    test(`axe finds no serious or critical violation on ${path} at ${viewport.width}px, light and dark`, async ({ page, demo }) => {
      await page.setViewportSize(viewport);
      await openDemoPage(page, path);
      let violations = await findSeriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().addCookies([{ name: 'dark_mode', value: '1', url: `${demo.url}/` }]);
      await openDemoPage(page, path);
      await expect(body(page)).toHaveClass(/(^|\s)dark-mode(\s|$)/);
      violations = await findSeriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
}
