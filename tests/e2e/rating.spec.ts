import type { Page } from '@playwright/test';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test, widgetsSettled } from './fixtures.ts';

/** The index page's QA form with its two rating inputs (demo-pages/public/index.html, "Ratings"). */
function ratingForm(page: Page) {
  const form = page.locator('form[action="/__form-echo"]');
  const yours = form.getByRole('radiogroup', { name: 'Your rating' });
  return {
    form,
    yours,
    punctuality: form.getByRole('radiogroup', { name: 'Punctuality' }),
    star: (name: string) => yours.getByRole('radio', { name, exact: true }),
    send: form.getByRole('button', { name: 'Send the rating' }),
  };
}

/** Opens the index page and waits for its rating inputs, whose React part loads after the runtime settles. */
async function openRatingForm(page: Page) {
  await openDemoPage(page, '/');
  const rating = ratingForm(page);
  await expect(rating.yours.getByRole('radio')).toHaveCount(5);
  await expect(rating.punctuality.getByRole('radio')).toHaveCount(5);
  return rating;
}

/** Sends the form and returns the fields the form echo page lists, as [name, value] pairs. */
async function sendAndReadFields(page: Page, send: () => Promise<void>): Promise<string[][]> {
  await send();
  await expect(page.getByRole('heading', { level: 1, name: 'Form received' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
  return rows.evaluateAll((items) => items.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']));
}

test.describe('the rating input on the QA index page', () => {
  test('posts the initial value, the string "0", and data-value\'s 3, each once, with the form', async ({ page }) => {
    const rating = await openRatingForm(page);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) await expect(rating.star(name)).not.toBeChecked();
    await expect(rating.punctuality.getByRole('radio', { name: '3 stars' })).toBeChecked();

    const fields = await sendAndReadFields(page, () => rating.send.click());

    expect(fields).toEqual([
      ['rating', '0'],
      ['rating_punctuality', '3'],
      ['comment', ''],
    ]);
  });

  test('is one tab stop whose arrow keys move the choice as a WAI-ARIA radio group, and the choice is posted', async ({ page }) => {
    const rating = await openRatingForm(page);
    // The focus starts on the last control before the form (the scenario form's buttons are earlier).
    await rating.form.getByText('Rate the demo').click();

    await page.keyboard.press('Tab');
    await expect(rating.star('1 star')).toBeFocused();
    await expect(rating.star('1 star')).not.toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(rating.star('2 stars')).toBeChecked();
    await expect(rating.star('2 stars')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(rating.star('5 stars')).toBeChecked();
    await expect(rating.star('5 stars')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rating.star('4 stars')).toBeChecked();
    await expect(rating.yours).toHaveText('★★★★☆');

    // Tab leaves the group for the next one, Shift+Tab comes back to the chosen star.
    await page.keyboard.press('Tab');
    await expect(rating.punctuality.getByRole('radio', { name: '3 stars' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(rating.star('4 stars')).toBeFocused();

    const fields = await sendAndReadFields(page, () => page.keyboard.press('Enter'));
    expect(fields).toContainEqual(['rating', '4']);
    expect(fields.filter(([name]) => name === 'rating')).toHaveLength(1);
  });

  test('chooses the star clicked, and a reset of the form puts the initial values back', async ({ page }) => {
    const rating = await openRatingForm(page);

    // Where the fourth star is seen: its radio lies over it, so the pointer's click is the radio's.
    await rating.yours.scrollIntoViewIfNeeded();
    const fourth = await rating.yours.getByText('☆').nth(3).boundingBox();
    if (!fourth) throw new Error('The fourth star is not shown.');
    await page.mouse.click(fourth.x + fourth.width / 2, fourth.y + fourth.height / 2);
    await expect(rating.star('4 stars')).toBeChecked();
    await expect(rating.yours).toHaveText('★★★★☆');
    await rating.punctuality.getByRole('radio', { name: '5 stars' }).click({ force: true });
    await expect(rating.punctuality.getByRole('radio', { name: '5 stars' })).toBeChecked();

    await rating.form.getByRole('button', { name: 'Reset the form' }).click();
    await expect(rating.punctuality.getByRole('radio', { name: '3 stars' })).toBeChecked();
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) await expect(rating.star(name)).not.toBeChecked();

    const fields = await sendAndReadFields(page, () => rating.send.click());
    expect(fields.slice(0, 2)).toEqual([
      ['rating', '0'],
      ['rating_punctuality', '3'],
    ]);
  });

  test('has no serious or critical axe violation, mounted and with a star chosen', async ({ page }) => {
    const rating = await openRatingForm(page);
    await rating.star('2 stars').click({ force: true });

    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test.describe('read-only ratings', () => {
  test('the reviews of /profile.html show their rating as text for screen readers, without downloading the input\'s radio group', async ({ page, demo }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dist/chunks/')) chunks.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await openDemoPage(page, '/profile.html');
    const reviews = page.locator('#reviews');

    await expect(reviews.locator('[data-widget="rating"][data-widget-state="mounted"]')).toHaveCount(6);
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Friendly and professional' })).toContainText('5 out of 5 stars');
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Great show, short notice' })).toContainText('4 out of 5 stars');
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Good, but started late' })).toContainText('3 out of 5 stars');
    await expect(reviews.locator('.rating-stars[aria-hidden="true"]').first()).toHaveText('★★★★★');
    await expect(reviews.getByRole('radio')).toHaveCount(0);

    await page.waitForLoadState('networkidle');
    expect(chunks.some((name) => name.startsWith('rating-'))).toBe(true);
    expect(chunks.filter((name) => name.startsWith('RatingInput'))).toEqual([]);
    // Issue 18 puts the framework on every page; what a page of read-only ratings still never
    // downloads is the input's own part.
    const withInput: string[] = [];
    for (const name of chunks) {
      const map = (await (await page.request.get(`${demo.url}/dist/chunks/${name}.map`)).json()) as { sources: string[] };
      if (map.sources.some((source) => source.endsWith('widgets/rating/RatingInput.tsx'))) withInput.push(name);
    }
    expect(withInput).toEqual([]);
  });

  test('"Not rated yet" for 0 and "4 out of 5 stars" on the index page, and axe passes on the profile\'s reviews', async ({ page }) => {
    await openDemoPage(page, '/');
    const form = ratingForm(page).form;
    await expect(form.locator('[data-readonly][data-value="0"]')).toHaveText('☆☆☆☆☆Not rated yet');
    await expect(form.locator('[data-readonly][data-value="4"]')).toHaveText('★★★★☆4 out of 5 stars');

    await openDemoPage(page, '/profile.html');
    await widgetsSettled(page);
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
