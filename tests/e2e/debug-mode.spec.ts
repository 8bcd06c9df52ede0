import type { Page } from '@playwright/test';
import { expect, servePage, test, testPage, widgetsSettled } from './fixtures.ts';

// The debug mode (issue 20): `?widgets-debug=1` or `"debug": true` loads its own chunk, which warns
// once each, naming the element and the fix, and outlines every failed root with its reason.

/** The debug mode's console warnings of `page`, from now on. */
function debugWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[widgets debug] ')) warnings.push(message.text().slice(16));
  });
  return warnings;
}

/** Opens `body` as a test page with the debug mode on, and returns its warnings once it has checked. */
async function openWithDebug(page: Page, body: string, { query = '?widgets-debug=1', head = '' } = {}): Promise<string[]> {
  const warnings = debugWarnings(page);
  await servePage(page, `/debug-test.html${query}`, testPage(body, { head }));
  await page.goto(`/debug-test.html${query}`);
  await widgetsSettled(page);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/debug-mode-')))).toBe(true);
  // The checks run after the roots settle; one frame more lets them finish.
  await page.waitForTimeout(300);
  return warnings;
}

const FAVORITE = '<div data-widget="favorite" data-dancer-id="42"><button type="button" class="btn favorite-button btn-primary" disabled><span>Add to favorites</span></button></div>';

test('without the parameter or the setting, the debug chunk is never downloaded and nothing is outlined', async ({ page, expectConsoleError }) => {
  expectConsoleError(/unknown widget "galery"/);
  const warnings = debugWarnings(page);
  await servePage(page, '/debug-test.html', testPage('<div data-widget="galery"></div>'));
  await page.goto('/debug-test.html');
  await widgetsSettled(page);
  await page.waitForTimeout(300);
  const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(chunks.filter((name) => name.includes('/debug-mode-'))).toEqual([]);
  expect(warnings).toEqual([]);
  await expect(page.locator('.widgets-debug-label')).toHaveCount(0);
});

test('an unknown data-* attribute on a root: warned once, with "did you mean"', async ({ page }) => {
  const warnings = await openWithDebug(page, FAVORITE.replace('data-dancer-id="42"', 'data-dancer-id="42" data-favourite="1"'));
  expect(warnings).toEqual([expect.stringMatching(/^<div data-widget="favorite".*>: data-favourite is not an option of favorite \(did you mean "data-favorite"\?\); it is ignored\.$/)]);
});

test('an unknown widget name: warned with "did you mean", and the root outlined with its reason', async ({ page, expectConsoleError }) => {
  expectConsoleError(/names an unknown widget "galery"/);
  const warnings = await openWithDebug(page, '<div data-widget="galery"><a href="/media/1.jpg">Photo</a></div>');
  expect(warnings).toEqual([expect.stringMatching(/: no widget is named "galery" \(did you mean "gallery"\?\)\.$/)]);
  const label = page.locator('[data-widget="galery"] .widgets-debug-label');
  await expect(label).toBeVisible();
  await expect(label).toContainText('names an unknown widget "galery"');
});

test('a root with an invalid option is outlined with the console reason in a visible label', async ({ page, expectConsoleError }) => {
  expectConsoleError(/data-dancer-id expected a positive whole number, found "abc"/);
  await openWithDebug(page, FAVORITE.replace('42', 'abc'));
  const label = page.locator('[data-widget="favorite"] .widgets-debug-label');
  await expect(label).toBeVisible();
  await expect(label).toContainText('data-dancer-id expected a positive whole number, found "abc"');
  expect(await page.locator('[data-widget="favorite"]').evaluate((root) => getComputedStyle(root).outlineStyle)).toBe('dashed');
});

test('unknown config keys: warned with "did you mean", top-level and in endpoints', async ({ page }) => {
  const head = '<script type="application/json" id="widgets-config">{"endpoint": {}, "endpoints": {"searchSuggestion": "/s"}, "messages": {"addToFavourites": "Merken"}}</script>';
  const warnings = await openWithDebug(page, FAVORITE, { head });
  expect(warnings).toEqual([
    '#widgets-config: "endpoint" is not a setting (did you mean "endpoints"?): it is ignored.',
    '#widgets-config: "endpoints.searchSuggestion" is not a known key (did you mean "searchSuggestions"?): it is ignored.',
    '#widgets-config: "messages.addToFavourites" is not a known key (did you mean "addToFavorites"?): it is ignored.',
  ]);
});

test('"debug": true in the config turns it on without the parameter; a second config block is warned', async ({ page, expectConsoleError }) => {
  expectConsoleError(/2 blocks on the page; the first is used/);
  const head = '<script type="application/json" id="widgets-config">{"debug": true}</script><script type="application/json" id="widgets-config">{"cookieDomain": ".example.com"}</script>';
  const warnings = await openWithDebug(page, FAVORITE, { head, query: '' });
  expect(warnings).toEqual(['2 #widgets-config blocks: the widgets read only the first; print the config once.']);
});

test('a second root of a widget a page holds once: warned', async ({ page }) => {
  const warnings = await openWithDebug(
    page,
    '<button type="button" aria-controls="claimModal" aria-haspopup="dialog">Claim</button><div data-widget="claim-modal"></div><div data-widget="claim-modal"></div>',
  );
  expect(warnings).toEqual([expect.stringMatching(/^<div data-widget="claim-modal".*>: a second "claim-modal" root; a page holds one, remove the others\.$/)]);
});

test('a modal trigger without its root, and one without aria-haspopup: each warned', async ({ page }) => {
  const warnings = await openWithDebug(
    page,
    '<button type="button" aria-controls="reportModal" aria-haspopup="dialog">Report</button>' +
      '<button type="button" aria-controls="shareModal">Share</button><div data-widget="share-modal"></div>',
  );
  expect(warnings).toEqual([
    expect.stringMatching(/^<button.*>: a trigger of shareModal must be a <button aria-haspopup="dialog">, or the modal does not open from it\.$/),
    expect.stringMatching(/^<button.*> opens reportModal, but the page has no <div data-widget="report-modal"><\/div>: the click does nothing\.$/),
  ]);
});

test('a gallery item with an unknown data-gallery kind: warned', async ({ page }) => {
  const warnings = await openWithDebug(
    page,
    '<div data-widget="gallery"><a href="/media/profile-1.svg" data-gallery="image" data-gallery-first>One</a><a href="/media/profile-2.svg" data-gallery="photo">Two</a></div>',
  );
  expect(warnings).toEqual([expect.stringMatching(/^<a.*>: data-gallery="photo" is not a gallery item kind: write "image" or "video", or the item is left out and a click on it leaves the page\.$/)]);
});

test('a root added later is checked too, and a warning is not repeated', async ({ page }) => {
  const warnings = await openWithDebug(page, FAVORITE.replace('data-dancer-id="42"', 'data-dancer-id="42" data-favourite="1"'));
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div data-widget="rating" data-valeu="3"></div>');
  });
  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings[1]).toMatch(/data-valeu is not an option of rating \(did you mean "data-value"\?\); it is ignored\.$/);
});
