import { expect, test, waitForIdlePrefetch, widgetsSettled } from './fixtures.ts';
import { setListingCookies } from './listing-fixtures.ts';

// Issue 19: once the page's idle prefetch has run, the switches evaluate their activation code in an
// idle callback, so that a tap then acts in its own task: no request, no promise, no frame between.

test.describe('a tap after the page has been idle, on a phone', () => {
  // The fixtures emulate Save-Data by default, under which the idle prefetch (and this) never runs.
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, saveData: false });

  test('"Menu" opens its panel in the click\'s own task and requests no code', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    await waitForIdlePrefetch(page);
    // The switches' idle callbacks, then the import of the prefetched chunk, have had their turn.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(() => requestIdleCallback(resolve), 300))));
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
});
