import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, widgetsSettled } from './fixtures.ts';
import { setListingCookies } from './listing-fixtures.ts';

// Issue 19: on a phone a widget's code may take seconds. A tap before it arrives shows a busy state
// (aria-busy) within a frame, then the result once the code is there, and a second tap meanwhile
// does not act twice. The chunk is held here by route until the test releases it.

/** Holds every response for a dist chunk whose file name starts with `prefix` until `release` is called. */
async function hold(page: Page, prefix: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(`/dist/chunks/${prefix}-`) && url.pathname.endsWith('.js'),
    async (route: Route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * Taps `control` (a real tap, through the browser) and returns the ms from the tap's event to
 * `aria-busy="true"` on the control, and whether the tap's frame painted with it.
 */
async function tapAndTimeBusy(control: Locator): Promise<{ busyAfterMs: number | null; paintedBusy: boolean }> {
  await control.evaluate((element) => {
    const probe: { tapAt?: number; busyAt?: number; paintedBusy?: boolean } = {};
    (window as unknown as { __busyProbe: typeof probe }).__busyProbe = probe;
    addEventListener('pointerdown', (event) => (probe.tapAt ??= event.timeStamp), { capture: true, once: true });
    new MutationObserver(() => {
      if (element.getAttribute('aria-busy') !== 'true' || probe.busyAt !== undefined) return;
      probe.busyAt = performance.now();
      // The next frame's callback runs before its paint: still busy then, the paint shows it.
      requestAnimationFrame(() => (probe.paintedBusy = element.getAttribute('aria-busy') === 'true'));
    }).observe(element, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  await control.tap();
  return control.evaluate(async () => {
    const probe = (window as unknown as { __busyProbe: { tapAt?: number; busyAt?: number; paintedBusy?: boolean } }).__busyProbe;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return {
      busyAfterMs: probe.tapAt !== undefined && probe.busyAt !== undefined ? probe.busyAt - probe.tapAt : null,
      paintedBusy: probe.paintedBusy === true,
    };
  });
}

/** The `widgets:switch:change` details dispatched on the page from now on. */
async function recordSwitchChanges(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const changes: unknown[] = [];
    (window as unknown as { __switchChanges: unknown[] }).__switchChanges = changes;
    document.addEventListener('widgets:switch:change', (event) => changes.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __switchChanges: unknown[] }).__switchChanges);
}

test.describe('a tap before the code arrives, on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('"Menu" tapped twice while its activation code loads: busy within a frame, then open (not opened and closed)', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    const release = await hold(page, 'activate-switch');
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    const changes = await recordSwitchChanges(page);
    const menu = page.locator('[data-switch="mobile-left-nav"]');

    const { busyAfterMs, paintedBusy } = await tapAndTimeBusy(menu);
    expect(busyAfterMs!).toBeLessThanOrEqual(100);
    expect(paintedBusy).toBe(true);
    await menu.tap();

    release();
    await expect(page.locator('#left-nav')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).not.toHaveAttribute('aria-busy', 'true');
    expect(await changes()).toEqual([{ switch: 'mobile-left-nav', value: 'on' }]);
  });

  test('"Menu" tapped twice before the switch widget\'s own chunk arrives (root not mounted): busy within a frame, then open once', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    const release = await hold(page, 'switch');
    // The runtime has started (its early-tap listener is on) once it asks for the held chunk.
    const requested = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/dist/chunks/switch-'));
    await page.goto('/dancers.html', { waitUntil: 'domcontentloaded' });
    await requested;
    // Every other root done: the tap's time is the early-tap listener's, not other roots' mounting.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-widget]')].every(
        (root) => root.hasAttribute('data-widget-state') || root.getAttribute('data-widget')!.split(/\s+/).includes('switch'),
      ),
    );
    const changes = await recordSwitchChanges(page);
    const menu = page.locator('[data-switch="mobile-left-nav"]');
    await expect(menu).not.toHaveAttribute('data-widget-state', /./);

    const { busyAfterMs, paintedBusy } = await tapAndTimeBusy(menu);
    expect(busyAfterMs!).toBeLessThanOrEqual(100);
    expect(paintedBusy).toBe(true);
    await menu.tap();
    await expect(page.locator('#left-nav')).toBeHidden();

    release();
    await widgetsSettled(page);
    await expect(page.locator('#left-nav')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).not.toHaveAttribute('aria-busy', 'true');
    expect(await changes()).toEqual([{ switch: 'mobile-left-nav', value: 'on' }]);
  });

  test('"Claim this profile" tapped twice before the claim modal\'s root has mounted (the trigger outside it): busy within a frame, then the dialog once', async ({ page }) => {
    const release = await hold(page, 'claim-modal');
    const requested = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/dist/chunks/claim-modal-'));
    await page.goto('/profile.html', { waitUntil: 'domcontentloaded' });
    await requested;
    // Every other root done: only the claim modal's root is loading when the trigger is tapped.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-widget]')].every(
        (root) => root.hasAttribute('data-widget-state') || root.getAttribute('data-widget') === 'claim-modal',
      ),
    );
    await page.evaluate(() => {
      const counted = window as unknown as { __shown: number };
      counted.__shown = 0;
      const showModal = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        counted.__shown += 1;
        showModal.call(this);
      };
    });
    const claim = page.getByRole('button', { name: 'Claim this profile' });
    await expect(page.locator('[data-widget="claim-modal"]')).not.toHaveAttribute('data-widget-state', /./);

    const { busyAfterMs, paintedBusy } = await tapAndTimeBusy(claim);
    expect(busyAfterMs!).toBeLessThanOrEqual(100);
    expect(paintedBusy).toBe(true);
    await claim.tap();
    await expect(page.locator('#claimModal')).toHaveCount(0);

    release();
    await widgetsSettled(page);
    await expect(page.locator('#claimModal')).toBeVisible();
    await expect(page.locator('#claimModal')).toHaveCount(1);
    await expect(claim).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => (window as unknown as { __shown: number }).__shown)).toBe(1);
  });

  test('the "List" view switch while its activation code loads: busy within a frame, then the list', async ({ page, demo }) => {
    await setListingCookies(page.context(), demo.url);
    const release = await hold(page, 'activate-switch');
    await page.goto('/dancers.html');
    await widgetsSettled(page);
    const list = page.locator('[data-switch="view"][data-value="list"]');

    const { busyAfterMs } = await tapAndTimeBusy(list);
    expect(busyAfterMs!).toBeLessThanOrEqual(100);
    await expect(list).toHaveAttribute('aria-pressed', 'false');

    release();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('body')).toHaveClass(/(^|\s)listing-items-list(\s|$)/);
  });

  test('"Add" another city while the list code loads: busy within a frame, then the block', async ({ page }) => {
    const release = await hold(page, 'other-city-list');
    await page.goto('/add-profile.html');
    await widgetsSettled(page);
    const root = page.locator('[data-widget="other-cities"]');
    const add = root.getByRole('button', { name: /^Add/ });

    const { busyAfterMs, paintedBusy } = await tapAndTimeBusy(add);
    expect(busyAfterMs!).toBeLessThanOrEqual(100);
    expect(paintedBusy).toBe(true);
    await expect(root.locator('[data-other-city]')).toHaveCount(0);

    release();
    await expect(root.locator('[data-other-city]')).toHaveCount(1);
    await expect(add).not.toHaveAttribute('aria-busy', 'true');
  });

  test('the first picture while the lightbox code loads: busy within a frame, then the lightbox, once', async ({ page }) => {
    const release = await hold(page, 'open-gallery');
    await page.goto('/profile.html');
    await widgetsSettled(page);
    const picture = page.locator('#gallery a[data-gallery]:not([href$=".webm"])').first();

    const { busyAfterMs, paintedBusy } = await tapAndTimeBusy(picture);
    expect(busyAfterMs!).toBeLessThanOrEqual(100);
    expect(paintedBusy).toBe(true);
    await picture.tap();
    expect(new URL(page.url()).pathname).toBe('/profile.html');

    release();
    await expect(page.locator('#glightbox-body')).toBeVisible();
    await expect(page.locator('#glightbox-body')).toHaveCount(1);
    await expect(picture).not.toHaveAttribute('aria-busy', 'true');
  });
});

test('the third character while the suggestions are on the way: the search box is busy at once, until the answer', async ({ page, demo }) => {
  await setListingCookies(page.context(), demo.url);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The suggestions call answers only when the test says so.
  await page.route(
    (url) => url.searchParams.has('term'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/dancers.html');
  await widgetsSettled(page);
  const input = page.locator('#header-search-input');
  await input.focus();
  // The combobox's code, loaded on focus, is there once the input names its listbox.
  await expect(input).toHaveAttribute('aria-controls', /./);
  await page.keyboard.type('be');
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  const busyAfterMs = await input.evaluate(async (element: HTMLInputElement) => {
    const typedAt = performance.now();
    element.value = 'ber';
    element.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return element.getAttribute('aria-busy') === 'true' ? performance.now() - typedAt : null;
  });
  expect(busyAfterMs).not.toBeNull();
  expect(busyAfterMs!).toBeLessThanOrEqual(100);

  release();
  const answer = page.locator('[data-widget="search-suggestions"] [role="option"], [data-widget="search-suggestions"] .search-suggestions-empty');
  await expect(answer.first()).toBeVisible();
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
});

test('the third character while the combobox\'s own code is on the way: the search box is busy from that keystroke, then the suggestions', async ({ page, demo }) => {
  await setListingCookies(page.context(), demo.url);
  const release = await hold(page, 'ComboboxPopup');
  await page.goto('/dancers.html');
  await widgetsSettled(page);
  const input = page.locator('#header-search-input');
  await input.focus();
  await page.keyboard.type('be');
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  await input.evaluate((element) => {
    const probe: { keyAt?: number; busyAt?: number } = {};
    (window as unknown as { __keyProbe: typeof probe }).__keyProbe = probe;
    addEventListener('keydown', (event) => (probe.keyAt ??= event.timeStamp), { capture: true, once: true });
    new MutationObserver(() => {
      if (element.getAttribute('aria-busy') === 'true') probe.busyAt ??= performance.now();
    }).observe(element, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  await page.keyboard.press('r');
  const busyAfterMs = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const probe = (window as unknown as { __keyProbe: { keyAt?: number; busyAt?: number } }).__keyProbe;
    return probe.keyAt !== undefined && probe.busyAt !== undefined ? probe.busyAt - probe.keyAt : null;
  });
  expect(busyAfterMs).not.toBeNull();
  expect(busyAfterMs!).toBeLessThanOrEqual(100);
  // Still the code's wait: the combobox has not named its listbox yet.
  await expect(input).not.toHaveAttribute('aria-controls', /./);

  release();
  await expect(input).toHaveAttribute('aria-controls', /./);
  const answer = page.locator('[data-widget="search-suggestions"] [role="option"], [data-widget="search-suggestions"] .search-suggestions-empty');
  await expect(answer.first()).toBeVisible();
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  await expect(input).toHaveValue('ber');
});

test('the country changed while the geo calls\' code loads: the select is busy at once, then the cities', async ({ page }) => {
  const release = await hold(page, 'fetch-geo-options');
  await page.goto('/add-profile.html');
  await widgetsSettled(page);
  const country = page.locator('select[name="country_id"]');
  const busyAfterMs = await country.evaluate(async (element: HTMLSelectElement) => {
    const changedAt = performance.now();
    element.value = '124';
    element.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return element.getAttribute('aria-busy') === 'true' ? performance.now() - changedAt : null;
  });
  expect(busyAfterMs).not.toBeNull();
  expect(busyAfterMs!).toBeLessThanOrEqual(100);
  await expect(page.locator('select[name="city_id"]')).not.toHaveText(/Toronto/);

  release();
  await expect(page.locator('select[name="city_id"]')).toHaveText(/Toronto/);
  await expect(country).not.toHaveAttribute('aria-busy', 'true');
});
