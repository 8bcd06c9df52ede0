import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('the demo index links to the widget catalogue, which lists every widget and passes axe', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Widget catalogue' }).click();
  await expect(page).toHaveURL(/\/widget-catalogue\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Widget catalogue' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'favorite', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'widgets:favorite:change' })).toBeVisible();
  const violations = await findSeriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
