import type { Locator, Page } from '@playwright/test';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { runtimeMessages } from '../../shared/messages/catalogue/runtime-messages.ts';
import { expect, openDemoPage, overridePageConfig, rewriteDemoPage, test, type ScenarioOutcome } from './fixtures.ts';
import { expectFavorite, expectNotFavorite, favoriteButton, favoriteRoot } from './favorite-helpers.ts';

const PROFILE = '/profile.html';

/** Waits for the answer to the favorite call the page is about to make. */
function favoriteResponse(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === PROFILE,
  );
}

async function expectUsable(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('the favorite button on the profile page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
    await expect(favoriteRoot(page)).toHaveAttribute('data-widget-state', 'mounted');
  });

  test('it is named "Add to favorites", in primary style with a hollow heart, and enabled', async ({ page }) => {
    const button = favoriteButton(page);
    await expect(button).toHaveCount(1);
    await expectNotFavorite(button);
    await expectUsable(button);
  });

  test('a click posts follow=1 and dancer_id=42 urlencoded with X-Requested-With, then shows the favorite state', async ({
    page,
    requests,
  }) => {
    const button = favoriteButton(page);
    const answered = favoriteResponse(page);
    await button.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect((await response.text()).trim()).toBe('1');

    const calls = await requests('favorite');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(PROFILE);
    expect(call?.fields).toEqual({ follow: '1', dancer_id: '42' });
    expect(call?.headers.xRequestedWith).toBe('XMLHttpRequest');
    expect(call?.headers.contentType).toMatch(/^application\/x-www-form-urlencoded\b/);

    await expectFavorite(button);
    await expectUsable(button);
  });

  test('a second click removes the profile again and shows the first state', async ({ page, requests }) => {
    const button = favoriteButton(page);
    let answered = favoriteResponse(page);
    await button.click();
    await answered;
    await expectFavorite(button);

    answered = favoriteResponse(page);
    await button.click();
    expect((await (await answered).text()).trim()).toBe('0');
    await expectNotFavorite(button);
    await expectUsable(button);

    const calls = await requests('favorite');
    expect(calls.map((call) => call.fields)).toEqual([
      { follow: '1', dancer_id: '42' },
      { follow: '1', dancer_id: '42' },
    ]);
  });

  test('it is busy while a slow answer is pending, and a double click sends exactly one request', async ({
    page,
    scenario,
    requests,
  }) => {
    await scenario('favorite', 'slow');
    const button = favoriteButton(page);
    const answered = favoriteResponse(page);
    await button.dblclick();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await answered;
    await expectFavorite(button);
    await expectUsable(button);
    expect(await requests('favorite')).toHaveLength(1);
  });

  test('Enter and Space toggle it from the keyboard, and focus stays on the button after each call', async ({ page }) => {
    const button = favoriteButton(page);
    await button.focus();
    await expect(button).toBeFocused();

    let answered = favoriteResponse(page);
    await page.keyboard.press('Enter');
    await answered;
    await expectFavorite(button);
    await expect(button).toBeFocused();

    answered = favoriteResponse(page);
    await page.keyboard.press('Space');
    await answered;
    await expectNotFavorite(button);
    await expect(button).toBeFocused();
  });

  test('each change is pushed to the dataLayer and dispatched as widgets:favorite:change', async ({ page }) => {
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { favoriteChanges: unknown[] }).favoriteChanges = seen;
      document.addEventListener('widgets:favorite:change', (event) => seen.push((event as CustomEvent).detail));
    });
    const button = favoriteButton(page);
    let answered = favoriteResponse(page);
    await button.click();
    await answered;
    await expectFavorite(button);
    answered = favoriteResponse(page);
    await button.click();
    await answered;
    await expectNotFavorite(button);

    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter(
        (entry) => typeof entry === 'object' && entry !== null && (entry as { category?: unknown }).category === 'favorite',
      ),
    );
    expect(events).toEqual([
      { event: 'widget_event', category: 'favorite', action: 'add', label: '42' },
      { event: 'widget_event', category: 'favorite', action: 'remove', label: '42' },
    ]);
    expect(await page.evaluate(() => (window as unknown as { favoriteChanges: unknown[] }).favoriteChanges)).toEqual([
      { dancerId: 42, favorite: true },
      { dancerId: 42, favorite: false },
    ]);
  });
});

/** Whether a bundle script is the React kit: Preact's renderer names these two, and no plain-DOM code does. */
function isReactKit(code: string): boolean {
  return code.includes('dangerouslySetInnerHTML') && code.includes('http://www.w3.org/2000/svg');
}

test.describe('the favorite before the visitor uses it', () => {
  // Issue 18: the favorite is a React component and the page's other widgets are too, so the React
  // kit is there before interaction, once; the favorite's call code is not.
  test("/profile.html downloads the favorite's call code on first use only; the first Enter is busy at once, loads it, toggles once and keeps the focus", async ({
    page,
    requests,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) scripts.set(pathname, response.text());
    });
    const reactKits = async () => {
      const found: string[] = [];
      for (const [path, code] of scripts) if (isReactKit(await code)) found.push(path);
      return found;
    };
    // The call code waits until the test lets it through, so the keypresses land before it arrives.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/dist\/chunks\/send-favorite-toggle-\w+\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await openDemoPage(page, PROFILE);
    await page.waitForLoadState('networkidle');
    const button = favoriteButton(page);
    await expectNotFavorite(button);
    await expectUsable(button);
    expect(await reactKits()).toHaveLength(1);
    expect([...scripts.keys()].filter((path) => path.includes('send-favorite-toggle'))).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Enter');
    const answered = favoriteResponse(page);
    release();
    await answered;

    await expectFavorite(button);
    await expectUsable(button);
    await expect(button).toBeFocused();
    expect(await requests('favorite')).toHaveLength(1);
    expect(await reactKits()).toHaveLength(1);
    await expect(button).toHaveCount(1);
  });
});

/** The fake backend's controls a failure case may use. */
interface BackendControls {
  readonly scenario: (call: 'favorite', outcome: ScenarioOutcome, options?: { sticky?: boolean }) => Promise<void>;
  readonly clearScenario: (call: 'favorite') => Promise<void>;
}

/** How a failed call is provoked, and the exact text its toast must show. */
interface FailureCase {
  readonly name: string;
  readonly message: string;
  /** Console errors Chromium itself prints for this kind of failure (failed resource loads). */
  readonly browserConsoleError?: RegExp;
  readonly provoke: (page: Page, backend: BackendControls) => Promise<void>;
  /** Undoes what `provoke` left pending, before the button is tried again. */
  readonly restore?: (backend: BackendControls) => Promise<void>;
}

const failureCases: readonly FailureCase[] = [
  {
    name: 'an HTTP 500 answer',
    message: requestMessages.requestHttp.replace('{status}', '500'),
    browserConsoleError: /Failed to load resource: the server responded with a status of 500/,
    provoke: (_page, { scenario }) => scenario('favorite', 'http-500'),
  },
  {
    name: 'a dropped connection (server scenario "network")',
    message: requestMessages.requestNetwork,
    browserConsoleError: /Failed to load resource: net::ERR_/,
    // One-shot on purpose: the demo server closes every connection after its answer, so Chromium
    // cannot resend the dropped POST on a reused keep-alive connection.
    provoke: (_page, { scenario }) => scenario('favorite', 'network'),
  },
  {
    name: 'a request the browser could not send (route.abort)',
    message: requestMessages.requestNetwork,
    browserConsoleError: /Failed to load resource: net::ERR_/,
    provoke: async (page) => {
      await page.route(
        (url) => url.pathname === PROFILE,
        (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()),
        { times: 1 },
      );
    },
  },
  {
    name: 'an HTTP 403 answer',
    message: requestMessages.requestHttp.replace('{status}', '403'),
    browserConsoleError: /Failed to load resource: the server responded with a status of 403/,
    provoke: (_page, { scenario }) => scenario('favorite', 'http-403'),
  },
  {
    name: 'a refusal with one message (server scenario "error-message")',
    message: 'Please log in to save favorites.',
    provoke: (_page, { scenario }) => scenario('favorite', 'error-message'),
  },
  {
    name: 'a malformed answer',
    message: requestMessages.requestMalformed,
    provoke: (_page, { scenario }) => scenario('favorite', 'malformed'),
  },
];

test.describe('a failed favorite call', () => {
  for (const failure of failureCases) {
    test(`${failure.name} shows the toast "${failure.message}" and leaves the button usable and unchanged`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
      requests,
    }) => {
      const backend: BackendControls = { scenario, clearScenario };
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      await openDemoPage(page, PROFILE);
      await failure.provoke(page, backend);
      const button = favoriteButton(page);
      await button.click();

      const toast = page.locator('.notyf__toast');
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText(failure.message);
      await expect(page.locator('.notyf__message')).toHaveText(failure.message);
      await expectUsable(button);
      await expectNotFavorite(button);
      await expect(toast).toHaveCount(1);

      // The failure changed nothing on either side: the next call adds the profile as a first call would.
      await failure.restore?.(backend);
      const answered = favoriteResponse(page);
      await button.click();
      expect((await (await answered).text()).trim()).toBe('1');
      await expectFavorite(button);
      const calls = await requests('favorite');
      expect(calls.at(-1)?.scenario ?? null).toBeNull();
    });
  }

  test(`an answer that takes longer than requestTimeoutMs shows "${requestMessages.requestTimeout}" and leaves the button usable and unchanged`, async ({
    page,
    scenario,
    requests,
  }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: 1000 });
    await openDemoPage(page, PROFILE);
    await scenario('favorite', 'timeout');
    const button = favoriteButton(page);
    await button.click();
    await expect(button).toBeDisabled();

    const toast = page.locator('.notyf__toast');
    await expect(toast).toHaveCount(1);
    await expect(page.locator('.notyf__message')).toHaveText(requestMessages.requestTimeout);
    await expectUsable(button);
    await expectNotFavorite(button);

    // The abandoned call toggled nothing on the server: the next one adds the profile.
    const answered = favoriteResponse(page);
    await button.click();
    expect((await (await answered).text()).trim()).toBe('1');
    await expectFavorite(button);
    expect((await requests('favorite')).map((call) => call.scenario ?? null)).toEqual(['timeout', null]);
  });

  test('the toast has a close button with an accessible name that dismisses it', async ({ page, scenario, expectConsoleError }) => {
    expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
    await openDemoPage(page, PROFILE);
    await scenario('favorite', 'http-500');
    await favoriteButton(page).click();
    const toast = page.locator('.notyf__toast');
    await expect(toast).toHaveCount(1);
    const close = toast.getByRole('button');
    await expect(close).toHaveCount(1);
    await expect(close).toHaveAccessibleName(controlMessages.closeLabel);
    await close.click();
    await expect(toast).toHaveCount(0);
  });

  test('the toast dismisses itself after its timeout', async ({ page, scenario, expectConsoleError }) => {
    expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
    await page.clock.install();
    await openDemoPage(page, PROFILE);
    await scenario('favorite', 'http-500');
    await favoriteButton(page).click();
    const toast = page.locator('.notyf__toast');
    await expect(toast).toHaveCount(1);
    // The clock also runs on its own, so stay well inside the 5000 ms before checking it is still there.
    await page.clock.runFor(3000);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(3000);
    await expect(toast).toHaveCount(0);
  });

  test('a hovered toast stays, and leaves its extended time after the pointer goes', async ({ page, scenario, expectConsoleError }) => {
    expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
    await page.clock.install();
    await openDemoPage(page, PROFILE);
    await scenario('favorite', 'http-500');
    await favoriteButton(page).click();
    const toast = page.locator('.notyf__toast');
    await expect(toast).toHaveCount(1);
    await toast.hover();
    await page.clock.runFor(8000);
    await expect(toast).toHaveCount(1);
    await page.mouse.move(5, 700);
    await page.clock.runFor(1500);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('the QA dancers of the index page (issue 8: empty answers and one-item lists)', () => {
  /** Adds a favorite root for `dancerId` to the profile page, as the index page tells QA to, and returns its button. */
  async function addQaFavorite(page: Page, dancerId: number): Promise<Locator> {
    await openDemoPage(page, PROFILE);
    await page.evaluate((id) => {
      document.querySelector('main')?.insertAdjacentHTML('afterbegin', `<div data-widget="favorite" data-dancer-id="${id}" data-favorite="1"></div>`);
    }, dancerId);
    const root = page.locator(`[data-widget~="favorite"][data-dancer-id="${dancerId}"]`);
    await expect(root).toHaveAttribute('data-widget-state', 'mounted');
    return root.getByRole('button');
  }

  test('dancer 9001 answers nothing, which reads as not a favorite, without a toast', async ({ page }) => {
    const button = await addQaFavorite(page, 9001);
    await expectFavorite(button);

    const answered = favoriteResponse(page);
    await button.click();
    expect(await (await answered).text()).toBe('');

    await expectNotFavorite(button);
    await expectUsable(button);
    await expect(page.locator('.notyf__toast')).toHaveCount(0);
  });

  test('dancer 9002 is refused with a one-item list: its toast leaves after the timeout', async ({ page }) => {
    await page.clock.install();
    const button = await addQaFavorite(page, 9002);

    await button.click();
    const toast = page.locator('.notyf__toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Favorites are full: remove one first.');
    await expectFavorite(button);
    await expectUsable(button);
    // The clock also runs on its own, so stay well inside the 5000 ms before checking it is still there.
    await page.clock.runFor(3000);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(3000);
    await expect(toast).toHaveCount(0);
  });

  test(`dancer 9003 is refused with an empty message: the toast says "${requestMessages.requestMalformed}"`, async ({ page }) => {
    const button = await addQaFavorite(page, 9003);

    await button.click();
    const toast = page.locator('.notyf__toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(requestMessages.requestMalformed);
    await expectFavorite(button);
    await expectUsable(button);
  });
});

test.describe('a favorite root that failed (issue 17)', () => {
  test('invalid options leave no silent dead button: the root says it could not be loaded, and the disabled button is described by that text', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError((text) => text.includes('"favorite" was not mounted') && text.includes('data-dancer-id'));
    await rewriteDemoPage(page, PROFILE, (html) => html.replace('data-widget="favorite" data-dancer-id="42"', 'data-widget="favorite" data-dancer-id="42x"'));
    await openDemoPage(page, PROFILE);

    const root = page.locator('[data-widget~="favorite"][data-dancer-id="42x"]');
    await expect(root).toHaveAttribute('data-widget-state', 'error');
    await expect(root.getByText(runtimeMessages.rootFailed, { exact: true })).toBeVisible();
    await expect(root.getByRole('button', { name: 'Add to favorites' })).toBeDisabled();
    await expect(root.getByRole('button', { name: 'Add to favorites' })).toHaveAccessibleDescription(runtimeMessages.rootFailed);
  });
});
