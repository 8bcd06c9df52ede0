import type { ConsoleMessage, Page } from '@playwright/test';
import { searchMessages } from '../../shared/messages/catalogue/search-messages.ts';
import { SUGGESTIONS_DELAY_MS } from '../../shared/constants.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, overridePageConfig, test, widgetsSettled, type LoggedRequest, type ScenarioOutcome } from './fixtures.ts';
import { searchBoxHandles, type SearchBoxHandles } from './search-box-helpers.ts';

/** The listing page the tests use; the last describe block covers the other two. */
const PAGE = '/dancers.html';

const DELAY = SUGGESTIONS_DELAY_MS;
/** Enough for the pause, the call and the render on a busy machine, well under a second pause. */
const SETTLE_MS = DELAY + 400;

interface SearchBox extends SearchBoxHandles {
  /** The console warnings the page printed. */
  readonly warnings: string[];
}

async function openSearchBox(page: Page, config: Record<string, unknown> = {}): Promise<SearchBox> {
  if (Object.keys(config).length > 0) await overridePageConfig(page, PAGE, config);
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(PAGE);
  await widgetsSettled(page);
  return { ...searchBoxHandles(page), warnings };
}

async function suggestionCalls(requests: (call?: string) => Promise<LoggedRequest[]>): Promise<string[]> {
  return (await requests('suggestions')).map((call) => String(call.query['term']));
}

test.beforeEach(async ({ context, demo }) => {
  // The 18+ gate would cover the listing page: the visitor has confirmed already.
  await context.addCookies([{ name: 'agecheck', value: '1', url: demo.url }]);
});

const suggestionWarnings = (box: SearchBox) => box.warnings.filter((text) => text.includes('"search-suggestions"'));

test.describe('the header search suggestions', () => {
  test('load their combobox only on the first focus, and typed at 100 ms a key make exactly one request per pause', async ({
    page,
    requests,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/chunks/ComboboxPopup-')) chunks.push(pathname);
    });
    const box = await openSearchBox(page);
    await expect(box.input).toHaveAttribute('role', 'combobox');
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    expect(chunks).toEqual([]);
    // The collapsed combobox is valid before its listbox exists.
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Typing starts at once: keys pressed while the chunk loads are not lost.
    await box.input.focus();
    await page.keyboard.type('anna', { delay: 100 });
    await page.waitForTimeout(SETTLE_MS);
    expect(await suggestionCalls(requests)).toEqual(['anna']);
    expect(chunks).toHaveLength(1);
    await expect(box.options.first()).toBeVisible();

    await page.keyboard.type(' berlin', { delay: 100 });
    await page.waitForTimeout(SETTLE_MS);
    expect(await suggestionCalls(requests)).toEqual(['anna', 'anna berlin']);
    await expect(box.input).toHaveValue('anna berlin');
  });

  test('ask nothing under 3 characters', async ({ page, requests }) => {
    const box = await openSearchBox(page);
    await box.input.focus();
    await page.keyboard.type('an', { delay: 50 });
    await page.waitForTimeout(SETTLE_MS);
    expect(await suggestionCalls(requests)).toEqual([]);
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
  });

  test('show the grouped options and their count, with no serious axe violation while open', async ({ page }) => {
    const box = await openSearchBox(page);
    // "ber": the profiles of Amber and the city of Berlin.
    await box.input.pressSequentially('ber');
    await expect(box.listbox).toBeVisible();
    await expect(box.input).toHaveAttribute('aria-expanded', 'true');
    await expect(box.input).toHaveAttribute('aria-controls', (await box.listbox.getAttribute('id')) ?? 'missing');

    const groups = box.listbox.getByRole('group');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0)).toHaveAccessibleName('Profiles');
    await expect(groups.nth(1)).toHaveAccessibleName('Cities');
    const count = await box.options.count();
    expect(count).toBeGreaterThan(1);
    await expect(box.status).toHaveText(searchMessages.suggestionsAvailable.replace('{count}', String(count)));
    await expect(box.options.first().locator('img')).toHaveAttribute('alt', '');

    await page.keyboard.press('ArrowDown');
    await expect(box.input).toHaveAttribute('aria-activedescendant', (await box.options.first().getAttribute('id')) ?? 'missing');
    await expect(box.options.first()).toHaveAttribute('aria-selected', 'true');
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('go to the url of the option chosen with the keyboard', async ({ page }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('ann');
    await expect(box.options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const label = await box.options.nth(1).locator('.search-suggestion-label').textContent();
    await expect(box.options.nth(1)).toHaveAttribute('aria-selected', 'true');

    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { chosen: unknown[] }).chosen = seen;
      document.addEventListener('widgets:search-suggestions:choose', (event) => seen.push((event as CustomEvent).detail));
      // Navigation drops the page's state: keep what was pushed in session storage.
      window.addEventListener('pagehide', () => sessionStorage.setItem('seen', JSON.stringify({ seen, dataLayer: window.dataLayer })));
    });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profile\.html/);
    expect(new URL(page.url()).pathname).toBe('/profile.html');
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen'))) ?? '{}') as {
      seen: { label: string; url: string }[];
      dataLayer: unknown[];
    };
    expect(stored.seen).toEqual([expect.objectContaining({ label, url: page.url() })]);
    expect(stored.dataLayer).toContainEqual({ event: 'widget_event', category: 'search', action: 'suggestion', label });
  });

  test('a click on an option goes to its url; hovering makes an option active', async ({ page }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('berl');
    await expect(box.options.first()).toBeVisible();
    await box.options.first().hover();
    await expect(box.options.first()).toHaveAttribute('aria-selected', 'true');
    await box.options.first().click();
    await page.waitForURL(/\/dancers\.html\?city_id=\d+/);
  });

  test('Escape closes the list keeping the text, a second Escape clears it, Enter without option submits the form', async ({ page }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('ann');
    await expect(box.listbox).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(box.listbox).toBeHidden();
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    await expect(box.input).not.toHaveAttribute('aria-activedescendant', /./);
    await expect(box.input).toHaveValue('ann');

    await page.keyboard.press('ArrowDown');
    await expect(box.listbox).toBeVisible();
    await expect(box.options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(box.input).toHaveValue('');
    await expect(box.listbox).toBeHidden();

    await box.input.pressSequentially('zzz');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search.html' && url.searchParams.get('term') === 'zzz');
  });

  test('Tab closes the list and moves on; Home and End stay in the text', async ({ page }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('ann');
    await expect(box.listbox).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await expect(box.input).not.toHaveAttribute('aria-activedescendant', /./);
    expect(await box.input.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
    await page.keyboard.press('End');
    expect(await box.input.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);

    await page.keyboard.press('Tab');
    await expect(box.listbox).toBeHidden();
    await expect(page.locator('#header-search button[type="submit"]')).toBeFocused();
  });

  test("show a 'no results' line that is not an option for zzz", async ({ page }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('zzz');
    await expect(box.emptyLine).toHaveText(searchMessages.suggestionsNone);
    await expect(box.status).toHaveText(searchMessages.suggestionsNone);
    await expect(box.options).toHaveCount(0);
    await expect(box.input).toHaveAttribute('aria-expanded', 'false');
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('show hostile texts as text and never follow a javascript: url (term evil)', async ({ page, expectConsoleError }) => {
    // The thumb that tries to break out of its attribute is loaded as the (missing) image it names.
    expectConsoleError(/Failed to load resource: the server responded with a status of 404/);
    const box = await openSearchBox(page);
    await box.input.pressSequentially('evil');
    await expect(box.options).toHaveCount(2);
    await expect(box.options.first().locator('.search-suggestion-label')).toHaveText('<img src=x onerror=window.__canary=1> Evil profile');
    await expect(page.locator('.search-suggestions-category').nth(1)).toHaveText('<img src=x onerror=window.__canary=1>Cities');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box.input).toHaveValue('Evil <img src=x onerror=window.__canary=1>');
    await expect(box.listbox).toBeHidden();

    await box.input.fill('');
    await box.input.pressSequentially('evil');
    await expect(box.options).toHaveCount(2);
    await box.options.nth(1).click();
    await expect(box.input).toHaveValue('Evil city');
    await page.waitForTimeout(300);

    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await page.evaluate(() => (window as { __canary?: unknown }).__canary)).toBeUndefined();
    expect(await page.locator('[data-widget="search-suggestions"] [onerror], [data-widget="search-suggestions"] script').count()).toBe(0);
  });

  test('ask again for a repeated term from the cache, without a request', async ({ page, requests }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('anna');
    await expect(box.options.first()).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect.poll(() => suggestionCalls(requests)).toEqual(['anna', 'ann']);
    await page.keyboard.type('a');
    await page.waitForTimeout(SETTLE_MS);
    expect(await suggestionCalls(requests)).toEqual(['anna', 'ann']);
    await expect(box.options.first()).toBeVisible();
  });

  test('a newer query cancels a slow older one, whose late answer is never shown', async ({ page, requests }) => {
    const box = await openSearchBox(page);
    const slowAnswer = page.waitForEvent('requestfailed', (request) => request.url().includes('term=slowann'));
    await box.input.pressSequentially('slowann');
    await expect.poll(() => suggestionCalls(requests)).toEqual(['slowann']);

    await box.input.fill('zzz');
    await expect(box.emptyLine).toBeVisible();
    expect((await slowAnswer).failure()?.errorText).toMatch(/ERR_ABORTED/);
    // The slow call would have answered 2 s after it started.
    await page.waitForTimeout(2200);
    await expect(box.emptyLine).toBeVisible();
    await expect(box.options).toHaveCount(0);
    expect(await suggestionCalls(requests)).toEqual(['slowann', 'zzz']);
  });

  test('the list waits 2 s for a slow answer, and shows it', async ({ page }) => {
    const box = await openSearchBox(page);
    await box.input.pressSequentially('slowberl');
    await page.waitForTimeout(SETTLE_MS);
    await expect(box.options).toHaveCount(0);
    await expect(box.options.first()).toBeVisible({ timeout: 4000 });
    await expect(box.options.first().locator('.search-suggestion-label')).toHaveText(/Berl/);
  });
});

/** How a failure is provoked and what Chromium itself prints for it. */
interface FailureCase {
  readonly outcome: ScenarioOutcome;
  readonly failure: string;
  readonly browserConsoleError?: RegExp;
  readonly sticky?: boolean;
}

const failureCases: readonly FailureCase[] = [
  { outcome: 'http-500', failure: '(http)', browserConsoleError: /status of 500/ },
  // Sticky: Chromium silently retries a GET whose reused connection was dropped.
  { outcome: 'network', failure: '(network)', browserConsoleError: /net::ERR_/, sticky: true },
  { outcome: 'timeout', failure: '(timeout)' },
  { outcome: 'malformed', failure: '(malformed)' },
  { outcome: 'error-message', failure: '(malformed)' },
];

test.describe('a failed suggestions call', () => {
  for (const failure of failureCases) {
    test(`(${failure.outcome}) closes the list, keeps the text, logs one warning and leaves the box usable`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
      requests,
    }) => {
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      const box = await openSearchBox(page, { requestTimeoutMs: 1000 });
      await box.input.pressSequentially('ann');
      await expect(box.options.first()).toBeVisible();

      await scenario('suggestions', failure.outcome, { sticky: failure.sticky ?? false });
      await page.keyboard.type('a');
      await expect.poll(() => suggestionWarnings(box).length, { timeout: 4000 }).toBe(1);
      await expect(box.listbox).toBeHidden();
      await expect(box.options).toHaveCount(0);
      await expect(box.emptyLine).toHaveCount(0);
      await expect(box.input).toHaveValue('anna');
      await expect(box.input).toHaveAttribute('aria-expanded', 'false');
      expect(suggestionWarnings(box)[0]).toContain(failure.failure);
      await expect(page.locator('.notyf__toast')).toHaveCount(0);

      // The next failure is not logged again, and once the server is back the box works.
      await scenario('suggestions', failure.outcome, { sticky: failure.sticky ?? false });
      await page.keyboard.type('b');
      await expect.poll(async () => (await requests('suggestions')).length, { timeout: 4000 }).toBeGreaterThanOrEqual(3);
      await page.waitForTimeout(1200);
      await clearScenario('suggestions');
      await box.input.fill('');
      await box.input.pressSequentially('hann');
      await expect(box.options.first()).toBeVisible();
      expect(suggestionWarnings(box)).toHaveLength(1);
    });
  }
});

test.describe('the header search suggestions on the listing pages', () => {
  for (const path of ['/home.html', '/dancers.html', '/search.html']) {
    test(`on ${path}: the list opens with no serious axe violation and the keyboard choice goes to the profile`, async ({ page }) => {
      await page.goto(path);
      await widgetsSettled(page);
      const input = page.locator('#header-search-input');
      await input.pressSequentially('ber');
      const options = page.locator('[data-widget="search-suggestions"]').getByRole('option');
      await expect(options).toHaveCount(3);
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      const violations = await findSeriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/profile.html' && url.searchParams.get('id') === '1');
    });
  }

  test('on /search.html?term=anna the rendered term is not queried on focus, only once the visitor types', async ({ page, requests }) => {
    await page.goto('/search.html?term=anna');
    await widgetsSettled(page);
    const input = page.locator('#header-search-input');
    await expect(input).toHaveValue('anna');
    await input.focus();
    await page.waitForTimeout(SETTLE_MS);
    expect(await suggestionCalls(requests)).toEqual([]);

    await page.keyboard.press('End');
    await page.keyboard.type('b');
    await expect.poll(() => suggestionCalls(requests)).toEqual(['annab']);
  });

  test('in the mobile search panel, Escape closes the list first, then clears the text, then closes the panel', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    await page.locator('button[data-switch="mobile-search"]').click();
    await expect(page.locator('body')).toHaveClass(/\bmobile-search-active\b/);
    const input = page.locator('#header-search-input');
    await input.click();
    await input.pressSequentially('ber');
    const listbox = page.locator('[data-widget="search-suggestions"]').getByRole('listbox');
    await expect(listbox).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue('ber');
    await expect(page.locator('body')).toHaveClass(/\bmobile-search-active\b/);
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    await expect(page.locator('body')).toHaveClass(/\bmobile-search-active\b/);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/\bmobile-search-active\b/);
  });
});
