import type { Page } from '@playwright/test';
import { expect, openDemoPage, test } from '../e2e/fixtures.ts';
import { expectFieldsHold, expectToasts, fillFields, openModal, PROFILE, profileModal } from '../e2e/modal-form-helpers.ts';

// The smoke set of the React 19 build (playwright.react.config.ts): the demo pages and the main
// interactions, on real `react` and `react-dom` instead of preact/compat. Every test also fails on
// any page error or undeclared console error (tests/e2e/fixtures.ts), which is where React reports
// most API it does not share with Preact.

/** Every demo page, as the index lists it. */
const DEMO_PAGES = [
  '/',
  '/profile.html',
  '/profile-no-video.html',
  '/lab.html',
  '/home.html',
  '/dancers.html',
  '/search.html',
  '/add-profile.html',
  '/add-profile-agency.html',
  '/videoverify/',
  '/videoverify/?iframeFrom=add-profile',
];

/** The lab's two deliberately broken roots (see tests/e2e/runtime.spec.ts). */
const LAB_BROKEN_ROOTS = ['#lab-invalid', '#lab-unknown'];
const labConsoleErrors = [(text: string) => text.includes('data-dancer-id') && text.includes('"abc"'), (text: string) => /unknown widget/i.test(text)];

/** The roots the runtime holds whose widgets are not all mounted, as `#id` or their widget names. */
async function unmountedRoots(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    window
      .directoryWidgets!.roots()
      .filter((info) => Object.values(info.widgets).some((phase) => phase !== 'mounted'))
      .map((info) => (info.element.id ? `#${info.element.id}` : `[data-widget="${info.element.dataset['widget'] ?? ''}"]`)),
  );
}

/** The JavaScript files of the bundle the page has loaded. */
async function loadedBundleCode(page: Page): Promise<string> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/dist/') && url.endsWith('.js')),
  );
  const texts = await Promise.all(urls.map((url) => page.request.get(url).then((response) => response.text())));
  return texts.join('\n');
}

test('the bundle under test renders with React 19, not Preact', async ({ page }) => {
  await openDemoPage(page, PROFILE);
  // The favorite button's React part loads on first use. Preact's compat layer maps `ondoubleclick`.
  const button = page.locator('[data-widget~="favorite"][data-dancer-id="42"]').getByRole('button');
  await button.click();
  await expect(button).toHaveAccessibleName('Remove from favorites');
  const code = await loadedBundleCode(page);
  expect({ react: code.includes('react.transitional.element'), preact: code.includes('ondoubleclick') }).toEqual({
    react: true,
    preact: false,
  });
});

for (const path of DEMO_PAGES) {
  test(`every root of ${path} mounts with no page error and no console error`, async ({ page, expectConsoleError }) => {
    if (path === '/lab.html') for (const matcher of labConsoleErrors) expectConsoleError(matcher);
    await openDemoPage(page, path);
    const expected = path === '/lab.html' ? LAB_BROKEN_ROOTS : [];
    expect((await unmountedRoots(page)).filter((root) => !expected.includes(root))).toEqual([]);
  });
}

test('the favorite button toggles on click, and back', async ({ page, requests }) => {
  await openDemoPage(page, PROFILE);
  const button = page.locator('[data-widget~="favorite"][data-dancer-id="42"]').getByRole('button');
  await expect(button).toHaveAccessibleName('Add to favorites');

  await button.click();
  await expect(button).toHaveAccessibleName('Remove from favorites');
  await expect(button).toHaveClass(/(^|\s)btn-outline-danger(\s|$)/);
  await expect(button).toBeEnabled();

  await button.click();
  await expect(button).toHaveAccessibleName('Add to favorites');
  await expect(button).toHaveClass(/(^|\s)btn-primary(\s|$)/);
  expect(await requests('favorite')).toHaveLength(2);
});

test('the claim modal goes from its trigger to the thank-you toast, its form emptied', async ({ page, requests }) => {
  await openDemoPage(page, PROFILE);
  const claim = profileModal(page, 'claimModal');
  await openModal(claim);
  await expect(page.getByRole('dialog', { name: 'Claim this profile' })).toBeVisible();
  await expect(claim.field('name')).toBeFocused();
  const values = { name: 'Luna Owner', visitor: 'owner@example.com', phone: '+44 161 555 0142' };
  await fillFields(claim, values);
  await expectFieldsHold(claim, values);

  await claim.submit.click();

  await expectToasts(page, ['Thank you! We will contact you shortly to confirm the claim.']);
  await expect(claim.dialog).toBeHidden();
  await expect(claim.trigger).toBeFocused();
  expect(await requests('claim')).toHaveLength(1);
  await openModal(claim);
  await expectFieldsHold(claim, { name: '', visitor: '', phone: '' });
});

test('search suggestions are chosen with the keyboard and lead to the option\'s page', async ({ page, context, demo }) => {
  await context.addCookies([{ name: 'agecheck', value: '1', url: demo.url }]);
  await openDemoPage(page, '/dancers.html');
  const root = page.locator('[data-widget="search-suggestions"]');
  const input = page.locator('#header-search-input');
  await input.pressSequentially('ann');
  const options = root.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).not.toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/profile\.html/);
});

test('the gallery opens on the thumbnail clicked and closes with Escape', async ({ page }) => {
  await openDemoPage(page, '/profile-no-video.html');
  const first = page.locator('#gallery a[data-gallery="image"]').first();
  const href = await first.getAttribute('href');
  await first.click();
  const lightbox = page.locator('#glightbox-body');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.gslide.current .gslide-media img')).toHaveAttribute('src', new RegExp(`${href ?? ''}$`));
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(first).toBeFocused();
});
