import type { Page, Response } from '@playwright/test';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, overridePageConfig, test, type ScenarioOutcome } from './fixtures.ts';
import { PROFILE, SHORT_TIMEOUT_MS } from './modal-form-helpers.ts';
import { openReview, reviewView, type ReviewView } from './profile-modals.ts';

declare global {
  interface Window {
    __canary?: unknown;
  }
}

/** Tells a JavaScript file of the bundle that holds DOMPurify by names only DOMPurify has. */
async function isDomPurify(response: Response): Promise<boolean> {
  if (!response.url().endsWith('.js')) return false;
  const text = await response.text().catch(() => '');
  return text.includes('uponSanitizeElement') && text.includes('ALLOWED_TAGS');
}

test.describe('the review view on the profile page', () => {
  test('DOMPurify is not downloaded with the page, nor on pointing at a trigger, only when the first review opens', async ({ page }) => {
    const purifiers: string[] = [];
    const checks: Array<Promise<void>> = [];
    page.on('response', (response) => {
      checks.push(
        isDomPurify(response).then((found) => {
          if (found) purifiers.push(response.url());
        }),
      );
    });
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);
    await view.trigger(1).hover();
    await view.trigger(1).focus();
    await page.waitForLoadState('networkidle');
    await Promise.all(checks);
    expect(purifiers).toEqual([]);

    await openReview(view, 1);
    await expect(view.html).toContainText('Friendly and professional');
    await Promise.all(checks);
    expect(purifiers).toHaveLength(1);
  });

  test('review 666 shows its text but its script and onerror handler stay inert: window.__canary is never set', async ({
    page,
    expectCspViolation,
  }) => {
    // Chromium checks the review's onerror attribute against the page's policy as DOMPurify parses
    // it (in a document of its own, never run) and reports it refused; DOMPurify then drops it.
    expectCspViolation('script-src-attr inline');
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);

    await openReview(view, 666);

    await expect(view.html).toContainText('This review tries to run code.');
    await expect(view.html).toContainText('If window.__canary is set, the page did not sanitise it.');
    await expect(view.html.locator('script')).toHaveCount(0);
    await expect(view.html.locator('[onerror]')).toHaveCount(0);
    // A review keeps no image at all (issue 8), so not even a request for /x goes out.
    await expect(view.html.locator('img')).toHaveCount(0);
    // Give any handler its chance to run.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__canary)).toBeUndefined();
  });

  test('it is a modal dialog named "Review", with focus inside; Escape closes it and focus returns to the trigger', async ({ page }) => {
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);
    await openReview(view, 2);

    await expect(view.dialog).toHaveAttribute('role', 'dialog');
    await expect(view.dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Review' })).toBeVisible();
    expect(await view.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(view.html).toContainText('Great show, short notice');

    await page.keyboard.press('Escape');
    await expect(view.dialog).toBeHidden();
    await expect(view.trigger(2)).toBeFocused();
  });

  test('a second review clicked while the view\'s code still loads opens that review: it is expanded and takes focus back', async ({
    page,
    requests,
  }) => {
    await openDemoPage(page, PROFILE);
    // Hold the view's chunk until both clicks are in, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/ReviewModal-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const view = reviewView(page);

    await view.trigger(1).click();
    await view.trigger(2).click();
    release();

    await expect(view.dialog).toBeVisible();
    await expect(view.html).toContainText('Great show, short notice');
    await expect(view.trigger(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(view.trigger(1)).not.toHaveAttribute('aria-expanded', 'true');
    expect((await requests('review')).map((call) => call.fields.getReview)).toEqual(['2']);

    await page.keyboard.press('Escape');
    await expect(view.dialog).toBeHidden();
    await expect(view.trigger(2)).toBeFocused();
    await expect(view.trigger(2)).toHaveAttribute('aria-expanded', 'false');
  });

  test('its close button closes it and focus returns to the trigger', async ({ page }) => {
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);
    await openReview(view, 3);

    await view.dialog.getByRole('button', { name: 'Close' }).click();

    await expect(view.dialog).toBeHidden();
    await expect(view.trigger(3)).toBeFocused();
  });

  test('axe finds no serious or critical violation with a review open', async ({ page }) => {
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);
    await openReview(view, 5);
    await expect(view.html).toContainText('Made our party');

    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('it shows "Loading…" with aria-busy while a slow answer comes, then the review', async ({ page, scenario }) => {
    await openDemoPage(page, PROFILE);
    await scenario('review', 'slow');
    const view = reviewView(page);
    await openReview(view, 4);

    await expect(view.body).toHaveAttribute('aria-busy', 'true');
    await expect(view.body.getByRole('status')).toHaveText(controlMessages.loading);
    await expect(view.html).toContainText('Good, but started late', { timeout: 5000 });
    await expect(view.body).toHaveAttribute('aria-busy', 'false');
    await expect(view.body.getByRole('status')).toHaveText('');
  });

  test('it posts getReview=ID to the current page once per review: opening it again uses what it has', async ({ page, requests }) => {
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);
    await openReview(view, 1);
    await expect(view.html).toContainText('Friendly and professional');
    await page.keyboard.press('Escape');
    await openReview(view, 1);
    await expect(view.html).toContainText('Friendly and professional');

    const calls = await requests('review');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(PROFILE);
    expect(calls[0]?.fields).toEqual({ getReview: '1' });
    expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');
  });

  test('opening another review while the first is still coming shows only the new one, never the late answer', async ({
    page,
    scenario,
  }) => {
    await openDemoPage(page, PROFILE);
    await scenario('review', 'slow');
    const view = reviewView(page);
    await openReview(view, 1);
    await expect(view.body).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape');

    await openReview(view, 2);

    await expect(view.html).toContainText('Great show, short notice');
    // The first answer would have come after the 2 s the "slow" outcome waits.
    await page.waitForTimeout(2500);
    await expect(view.html).toContainText('Great show, short notice');
    await expect(view.body).not.toContainText('Friendly and professional');
  });

  test('each review shown is dispatched as widgets:review-modal:loaded and opening it is pushed to the dataLayer', async ({ page }) => {
    await openDemoPage(page, PROFILE);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { reviewEvents: unknown[] }).reviewEvents = seen;
      document.addEventListener('widgets:review-modal:loaded', (event) => seen.push((event as CustomEvent).detail));
    });
    const view = reviewView(page);
    await openReview(view, 2);
    await expect(view.html).toContainText('Great show');

    expect(await page.evaluate(() => (window as unknown as { reviewEvents: unknown[] }).reviewEvents)).toEqual([{ reviewId: 2 }]);
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { category?: unknown }).category === 'review'),
    );
    expect(pushed).toEqual([{ event: 'widget_event', category: 'review', action: 'open', label: '2' }]);
  });
});

/** A failed review call: the scenario, what the modal says, and what Chromium prints about it. */
interface ReviewFailure {
  readonly outcome: ScenarioOutcome;
  readonly message: string;
  readonly browserConsoleError?: RegExp;
  readonly sticky?: boolean;
}

const REVIEW_FAILURES: readonly ReviewFailure[] = [
  {
    outcome: 'http-500',
    message: requestMessages.requestHttp.replace('{status}', '500'),
    browserConsoleError: /Failed to load resource: the server responded with a status of 500/,
  },
  {
    outcome: 'http-403',
    message: requestMessages.requestHttp.replace('{status}', '403'),
    browserConsoleError: /Failed to load resource: the server responded with a status of 403/,
  },
  // Sticky: Chromium resends a POST dropped on a reused keep-alive connection (see favorite.spec.ts).
  { outcome: 'network', message: requestMessages.requestNetwork, browserConsoleError: /Failed to load resource: net::ERR_/, sticky: true },
  { outcome: 'malformed', message: requestMessages.requestMalformed },
];

test.describe('a review that cannot be loaded', () => {
  for (const failure of REVIEW_FAILURES) {
    test(`a ${failure.outcome} answer says "${failure.message}" in the modal, and its Try again button loads the review`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
    }) => {
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      await openDemoPage(page, PROFILE);
      await scenario('review', failure.outcome, { sticky: failure.sticky ?? false });
      const view = reviewView(page);
      await openReview(view, 1);

      await expect(view.alert).toContainText(failure.message);
      await expect(view.body).toHaveAttribute('aria-busy', 'false');
      await expect(view.html).toHaveCount(0);

      await clearScenario('review');
      await view.alert.getByRole('button', { name: 'Try again' }).click();
      await expect(view.html).toContainText('Friendly and professional');
      await expect(view.alert).toHaveCount(0);
      expect(await view.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    });
  }

  test(`an answer slower than requestTimeoutMs says "${requestMessages.requestTimeout}", and Try again loads the review`, async ({
    page,
    scenario,
  }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await openDemoPage(page, PROFILE);
    await scenario('review', 'timeout');
    const view = reviewView(page);
    await openReview(view, 2);
    await expect(view.body).toHaveAttribute('aria-busy', 'true');

    await expect(view.alert).toContainText(requestMessages.requestTimeout);
    await view.alert.getByRole('button', { name: 'Try again' }).click();
    await expect(view.html).toContainText('Great show, short notice');
  });

  test('an unknown review (HTTP 404) says so in the modal', async ({ page, expectConsoleError }) => {
    expectConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await openDemoPage(page, PROFILE);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Read review 999';
      button.setAttribute('aria-controls', 'reviewModal');
      button.setAttribute('aria-haspopup', 'dialog');
      button.dataset.reviewId = '999';
      document.querySelector('.review-list')?.append(button);
    });
    const view = reviewView(page);
    await openReview(view, 999);

    await expect(view.alert).toContainText(requestMessages.requestHttp.replace('{status}', '404'));
  });

  test("the server's error fragments (error-message, error-list) are shown as its HTML, sanitised", async ({ page, scenario }) => {
    await openDemoPage(page, PROFILE);
    const view = reviewView(page);
    await scenario('review', 'error-message');
    await openReview(view, 1);
    await expect(view.html).toContainText('This review is not available right now.');
    await page.keyboard.press('Escape');

    await scenario('review', 'error-list');
    await openReview(view, 2);
    await expect(view.html.locator('li')).toHaveText(['This review is waiting for moderation.', 'Please try again later.']);
  });

  test('a STATUS error answer shows its message in the modal, and an empty answer the unexpected-answer message', async ({ page }) => {
    await openDemoPage(page, PROFILE);
    await page.route(
      (url) => url.pathname === PROFILE,
      async (route) => {
        const body = route.request().postData() ?? '';
        if (route.request().method() !== 'POST') return route.fallback();
        if (body === 'getReview=1') return route.fulfill({ status: 200, contentType: 'application/json', body: '{"STATUS":"error","MESSAGE":"This review was removed."}' });
        if (body === 'getReview=2') return route.fulfill({ status: 200, contentType: 'text/html', body: '' });
        return route.fallback();
      },
    );
    const view = reviewView(page);
    await openReview(view, 1);
    await expect(view.alert.locator('p')).toHaveText(['This review was removed.']);
    await page.keyboard.press('Escape');

    await openReview(view, 2);
    await expect(view.alert.locator('p')).toHaveText([requestMessages.requestMalformed]);
  });
});

test('on /profile-no-video.html the review view posts to that page and keeps review 666 inert', async ({
  page,
  requests,
  expectCspViolation,
}) => {
  // As above: the refused onerror attribute of review 666, reported while DOMPurify parses it.
  expectCspViolation('script-src-attr inline');
  await openDemoPage(page, '/profile-no-video.html');
  const view = reviewView(page);
  await openReview(view, 666);

  await expect(view.html).toContainText('This review tries to run code.');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__canary)).toBeUndefined();
  expect((await requests('review')).map((call) => call.path)).toEqual(['/profile-no-video.html']);
});

test.describe('a review that uses the page\'s own classes and remote media (review 667)', () => {
  /** Opens review 667 through the first trigger, as the index page tells QA to, and returns the view. */
  async function openOverlayReview(page: Page): Promise<ReviewView> {
    await openDemoPage(page, PROFILE);
    await page.evaluate(() => {
      const trigger = document.querySelector<HTMLElement>('[aria-controls="reviewModal"]');
      if (trigger) trigger.dataset.reviewId = '667';
    });
    const view = reviewView(page);
    await openReview(view, 667);
    await expect(view.html).toContainText('Lovely evening, she was great with the guests.');
    return view;
  }

  test('nothing of the review covers the close button: a click on it closes the dialog and the page stays', async ({ page }) => {
    // Were the covering link clicked, the tab would leave for phish.example: never let it out.
    await page.route(/phish\.example/, (route) => route.abort());
    const view = await openOverlayReview(page);
    const address = page.url();
    const close = view.dialog.locator('.modal-header button.close');
    const box = await close.boundingBox();
    if (!box) throw new Error('The close button has no box.');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    const hitsClose = await close.evaluate((button, point) => button.contains(document.elementFromPoint(point.x, point.y)), centre);
    expect(hitsClose).toBe(true);
    await expect(page.getByRole('link', { name: 'Close' })).toHaveCount(0);
    await expect(view.html.locator('[class], [role], [aria-label], [style]')).toHaveCount(0);

    await page.mouse.click(centre.x, centre.y);
    await expect(view.dialog).toBeHidden();
    expect(page.url()).toBe(address);
  });

  test('no request leaves for its remote image, table background, audio or video, and its links cannot download', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('.example')) remote.push(request.url());
    });
    // Should the page ask, the request is seen here, and still goes nowhere.
    await page.route(/tracker\.example/, (route) => route.abort());
    const view = await openOverlayReview(page);

    await expect(view.html).toContainText('If anything covers the close button');
    await page.waitForLoadState('networkidle');
    expect(remote).toEqual([]);
    await expect(view.html.locator('img, picture, source, table, audio, video')).toHaveCount(0);
    await expect(view.html.locator('[download], [target]')).toHaveCount(0);
    await expect(view.html.getByRole('link', { name: 'My invoice' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(await page.evaluate(() => [...document.querySelectorAll('audio, video')].some((media) => !(media as HTMLMediaElement).paused))).toBe(false);
  });
});
