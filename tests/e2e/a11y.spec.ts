import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, servePage, test, testPage } from './fixtures.ts';

/** The lab page provokes these two console errors on purpose (see runtime.spec.ts). */
const labConsoleErrors = [
  (text: string) => text.includes('data-dancer-id') && text.includes('"abc"'),
  (text: string) => /unknown widget/i.test(text),
];

for (const path of ['/', '/profile.html', '/lab.html']) {
  test(`axe finds no serious or critical violation on ${path} once its widgets have mounted`, async ({
    page,
    expectConsoleError,
  }) => {
    if (path === '/lab.html') for (const matcher of labConsoleErrors) expectConsoleError(matcher);
    await openDemoPage(page, path);
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}

test('axe finds no serious or critical violation with an error toast open on /profile.html', async ({
  page,
  scenario,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
  await openDemoPage(page, '/profile.html');
  await scenario('favorite', 'http-500');
  await page.locator('[data-widget~="favorite"][data-dancer-id="42"]').getByRole('button').click();
  await expect(page.locator('.notyf__toast')).toHaveCount(1);
  // Let the toast's entrance animation finish, so colours are measured as the user sees them.
  await expect
    .poll(() =>
      page
        .locator('.notyf__toast')
        .evaluate((toast) => toast.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length),
    )
    .toBe(0);
  const violations = await findSeriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('the axe helper reports serious and critical violations on a page that has them', async ({ page }) => {
  await servePage(page, '/e2e/inaccessible.html', testPage('<button type="button"></button><input type="text">', { script: '' }));
  await page.goto('/e2e/inaccessible.html');
  const violations = await findSeriousViolations(page);
  expect(violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'label']);
});
