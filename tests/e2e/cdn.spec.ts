import type { Request } from '@playwright/test';
import { expect, servePage, test, testPage, widgetsSettled } from './fixtures.ts';

const CDN_BASE = '/cdn/assets/';

test('chunks load relative to widgets.js: served from /cdn/assets/, the favorite still mounts and works', async ({
  page,
  demo,
  requests,
}) => {
  // Stand-in for a CDN: every /cdn/assets/ file is the same file of /dist/.
  await page.route(`**${CDN_BASE}**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${demo.url}/dist/${url.pathname.slice(CDN_BASE.length)}${url.search}` });
    await route.fulfill({ response });
  });
  await servePage(
    page,
    '/e2e/cdn-profile.html',
    testPage('<div data-widget="favorite" data-dancer-id="42"><button type="button" disabled>Add to favorites</button></div>', {
      script: `${CDN_BASE}widgets.js`,
    }),
  );
  const bundleRequests: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') || pathname.startsWith(CDN_BASE)) bundleRequests.push(pathname);
  });

  await page.goto('/e2e/cdn-profile.html');
  await widgetsSettled(page);
  const root = page.locator('[data-widget="favorite"]');
  await expect(root).toHaveAttribute('data-widget-state', 'mounted');
  expect(bundleRequests).toContain(`${CDN_BASE}widgets.js`);
  expect(bundleRequests.some((path) => path.startsWith(`${CDN_BASE}chunks/favorite-`))).toBe(true);
  expect(bundleRequests.filter((path) => path.startsWith('/dist/'))).toEqual([]);

  // The widget still posts to the page it is on.
  const button = root.getByRole('button');
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await button.click();
  await answered;
  await expect(button).toHaveAccessibleName('Remove from favorites');
  const [call] = await requests('favorite');
  expect(call?.path).toBe('/e2e/cdn-profile.html');
});
