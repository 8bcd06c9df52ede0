import type { Page } from '@playwright/test';
import { expect, test, waitForIdlePrefetch, widgetsSettled } from './fixtures.ts';
import { setListingCookies } from './listing-fixtures.ts';

// Issue 19: once the page's idle prefetch has run, the switches evaluate their activation code (and the
// other cities their list code) in an idle callback, so that a tap then acts in its own task: no
// request, no promise, no frame between.

/** Waits for the idle prefetch, then for the idle callbacks it lets run and the imports they make. */
async function idleAfterPrefetch(page: Page): Promise<void> {
  await widgetsSettled(page);
  await waitForIdlePrefetch(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(() => requestIdleCallback(resolve), 300))));
}

test.describe('a tap after the page has been idle, on a phone', () => {
  // The fixtures emulate Save-Data by default, under which the idle prefetch (and this) never runs.
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, saveData: false });

  test('"Menu" opens its panel in the click\'s own task and requests no code', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await page.goto('/dancers.html');
    // The switches' idle callbacks, then the import of the prefetched chunk, have had their turn.
    await idleAfterPrefetch(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const menu = page.locator('[data-switch="mobile-left-nav"]');

    const openInClickTask = await menu.evaluate((control) => {
      (control as HTMLElement).click();
      // Read right after the click's dispatch, in the same task.
      return document.body.classList.contains('mobile-col-left-nav-active');
    });
    expect(openInClickTask).toBe(true);
    await expect(page.locator('#left-nav')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).not.toHaveAttribute('aria-busy', 'true');
    expect(requested.filter((path) => path.startsWith('/dist/'))).toEqual([]);
  });

  test('"Add another city" adds its block in the click\'s own task and requests no code', async ({ page }) => {
    await page.goto('/add-profile.html');
    await idleAfterPrefetch(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const add = page.locator('[data-widget="other-cities"]').getByRole('button', { name: /^Add/ });

    const namesInClickTask = await add.evaluate((control) => {
      (control as HTMLElement).click();
      // Read right after the click's dispatch, in the same task.
      return Array.from(document.querySelectorAll<HTMLSelectElement>('[data-other-city] select'), (select) => select.name);
    });
    expect(namesInClickTask).toEqual(['other_cities[0][country_id]', 'other_cities[0][city_id]']);
    await expect(page.locator('select[name="other_cities[0][country_id]"]')).toBeFocused();
    await expect(add).not.toHaveAttribute('aria-busy', 'true');
    expect(requested.filter((path) => path.startsWith('/dist/'))).toEqual([]);
  });
});
