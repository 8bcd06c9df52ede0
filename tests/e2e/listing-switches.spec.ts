import type { Page } from '@playwright/test';
import { COOKIE_LIFETIME_DAYS, DIALOG_FADE_MS, DOCUMENT_SCROLLED_PX } from '../../shared/constants.ts';
import { expect, test, widgetsSettled } from './fixtures.ts';
import { analyticsEvents, contextCookie, LISTING_PAGES, openListing, readEvents, recordEvents, setListingCookies } from './listing-fixtures.ts';

const YEAR_S = COOKIE_LIFETIME_DAYS * 86_400;

/** Checks a switch cookie: its value, about 365 days, SameSite=Lax, path /, on the page host. */
async function expectSwitchCookie(page: Page, name: string, value: string): Promise<void> {
  const cookie = await contextCookie(page.context(), name);
  expect(cookie, `cookie ${name}`).toBeDefined();
  expect(cookie?.value).toBe(value);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.domain).toBe('127.0.0.1');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120);
}

const body = (page: Page) => page.locator('body');
const control = (page: Page, name: string, value?: string) =>
  page.locator(`[data-widget~="switch"][data-switch="${name}"]${value ? `[data-value="${value}"]` : ''}`);

for (const [path, kind] of LISTING_PAGES) {
  test.describe(`the switches on ${path}`, () => {
    test.beforeEach(async ({ page, demo }) => {
      await openListing(page, demo.url, path);
      await expect(body(page)).toHaveAttribute('data-page', kind);
      await recordEvents(page, 'switch');
    });

    test('every switch control is mounted', async ({ page }) => {
      const roots = page.locator('[data-widget~="switch"]');
      await expect(roots).toHaveCount(10);
      for (const root of await roots.all()) await expect(root).toHaveAttribute('data-widget-state', 'mounted');
    });

    test('the view switch shows the list at once, keeps aria-pressed in step and view_type for 365 days', async ({ page }) => {
      await control(page, 'view', 'list').click();
      await expect(body(page)).toHaveClass(/(^|\s)listing-items-list(\s|$)/);
      await expect(body(page)).not.toHaveClass(/listing-items-grid/);
      await expect(control(page, 'view', 'list')).toHaveAttribute('aria-pressed', 'true');
      await expect(control(page, 'view', 'grid')).toHaveAttribute('aria-pressed', 'false');
      // List layout: the cards are rows, one above the other.
      const [first, second] = await page.locator('.listing-card').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top));
      expect(second).toBeGreaterThan(first ?? 0);
      await expectSwitchCookie(page, 'view_type', 'list');
      expect(await readEvents(page, 'switch')).toEqual([{ switch: 'view', value: 'list' }]);
      expect(await analyticsEvents(page, 'switch')).toEqual([{ event: 'widget_event', category: 'switch', action: 'view', label: 'list' }]);

      await page.reload();
      await widgetsSettled(page);
      await expect(body(page)).toHaveClass(/(^|\s)listing-items-list(\s|$)/);
      await control(page, 'view', 'grid').click();
      await expect(body(page)).toHaveClass(/(^|\s)listing-items-grid(\s|$)/);
      await expectSwitchCookie(page, 'view_type', 'grid');
    });

    test('dark mode turns on at once with aria-pressed, dark_mode=1 for 365 days, and stays after a reload', async ({ page }) => {
      const button = control(page, 'dark-mode');
      await button.click();
      await expect(body(page)).toHaveClass(/(^|\s)dark-mode(\s|$)/);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
      await expectSwitchCookie(page, 'dark_mode', '1');
      await page.reload();
      await widgetsSettled(page);
      await expect(body(page)).toHaveClass(/(^|\s)dark-mode(\s|$)/);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await recordEvents(page, 'switch');
      await button.click();
      await expect(body(page)).not.toHaveClass(/dark-mode/);
      await expectSwitchCookie(page, 'dark_mode', '0');
      expect(await readEvents(page, 'switch')).toEqual([{ switch: 'dark-mode', value: 'off' }]);
    });

    test('safe browsing blurs the explicit thumbnails only, with safe_browsing=1 for 365 days', async ({ page }) => {
      const explicit = page.locator('img.thumb[data-explicit]').first();
      const plain = page.locator('img.thumb:not([data-explicit])').first();
      await expect(explicit).toHaveCSS('filter', 'none');
      await control(page, 'safe-browsing').click();
      await expect(body(page)).toHaveClass(/(^|\s)safe-browsing(\s|$)/);
      await expect(control(page, 'safe-browsing')).toHaveAttribute('aria-pressed', 'true');
      await expect(explicit).toHaveCSS('filter', /blur/);
      await expect(plain).toHaveCSS('filter', 'none');
      await expectSwitchCookie(page, 'safe_browsing', '1');
      expect(await analyticsEvents(page, 'switch')).toEqual([{ event: 'widget_event', category: 'switch', action: 'safe-browsing', label: 'on' }]);
    });

    test('the language select writes userLang for 365 days and reloads in that language', async ({ page }) => {
      const select = page.locator('#language-select');
      const reloaded = page.waitForEvent('load');
      await select.selectOption('de');
      await reloaded;
      await widgetsSettled(page);
      await expectSwitchCookie(page, 'userLang', 'de');
      await expect(page.locator('#language-select')).toHaveValue('de');
    });

    test(`document-scrolled appears over ${DOCUMENT_SCROLLED_PX}px of scrolling: not at 100, at 101`, async ({ page }) => {
      await recordEvents(page, 'page-state');
      await page.evaluate(() => window.scrollTo(0, 100));
      await page.waitForTimeout(100);
      await expect(body(page)).not.toHaveClass(/document-scrolled/);
      await page.evaluate(() => window.scrollTo(0, 101));
      await expect(body(page)).toHaveClass(/(^|\s)document-scrolled(\s|$)/);
      await expect(page.locator('.site-header')).not.toHaveCSS('box-shadow', 'none');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(body(page)).not.toHaveClass(/document-scrolled/);
      expect(await readEvents(page, 'page-state')).toEqual([{ documentScrolled: true }, { documentScrolled: false }]);
    });
  });
}

test.describe('the mobile panels at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  for (const [path] of LISTING_PAGES) {
    test(`on ${path}: one panel at a time, aria-expanded in step, Escape returns the focus`, async ({ page, demo }) => {
      await openListing(page, demo.url, path);
      const menu = control(page, 'mobile-left-nav');
      const search = control(page, 'mobile-search');
      const more = control(page, 'mobile-sidebar');
      await expect(page.locator('#left-nav')).toBeHidden();
      await expect(page.locator('#header-search')).toBeHidden();

      await menu.click();
      await expect(body(page)).toHaveClass(/(^|\s)mobile-col-left-nav-active(\s|$)/);
      await expect(page.locator('#left-nav')).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');

      await search.click();
      await expect(page.locator('#header-search')).toBeVisible();
      await expect(page.locator('#left-nav')).toBeHidden();
      await expect(body(page)).not.toHaveClass(/mobile-col-left-nav-active/);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(search).toHaveAttribute('aria-expanded', 'true');

      await page.locator('#header-search-input').focus();
      await page.keyboard.press('Escape');
      await expect(page.locator('#header-search')).toBeHidden();
      await expect(search).toBeFocused();
      await expect(search).toHaveAttribute('aria-expanded', 'false');

      await more.click();
      await expect(page.locator('#sidebar')).toBeVisible();
      await page.locator('h1').tap();
      await expect(page.locator('#sidebar')).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('the filters bar opens with filters-active, fixed to the viewport', async ({ page, demo }) => {
    await openListing(page, demo.url, '/home.html');
    const panel = page.locator('#filters-panel');
    const toggle = page.locator('.listing-toolbar [data-switch="filters"]');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(body(page)).toHaveClass(/(^|\s)filters-active(\s|$)/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCSS('position', 'fixed');
    // The bar may cover the toolbar's button: its own "Close filters" control closes it.
    const close = panel.locator('[data-widget~="switch"][data-switch="filters"]');
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap inside the open panel keeps it open', async ({ page, demo }) => {
    await openListing(page, demo.url, '/dancers.html');
    await control(page, 'mobile-sidebar').click();
    await page.locator('#sidebar .panel-title').tap();
    await expect(page.locator('#sidebar')).toBeVisible();
  });
});

test('on wide screens the side panels are columns and their switches are hidden', async ({ page, demo }) => {
  await openListing(page, demo.url, '/home.html');
  await expect(page.locator('#left-nav')).toBeVisible();
  await expect(page.locator('#sidebar')).toBeVisible();
  await expect(page.locator('#filters-panel')).toBeVisible();
  for (const name of ['mobile-left-nav', 'mobile-search', 'mobile-sidebar', 'filters']) {
    for (const each of await control(page, name).all()) await expect(each).toBeHidden();
  }
});

test.describe('with cookies blocked', () => {
  test.beforeEach(async ({ page }) => {
    // What a browser blocking cookies does: writes are dropped, reads find nothing.
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => {} });
    });
  });

  test('the switches still change the page view, and the language select does not reload', async ({ page, demo }) => {
    await openListing(page, demo.url, '/dancers.html');
    // The age gate reads no cookie either: its dialog is not this test's subject.
    await page.evaluate(() => document.querySelector('[data-widget~="age-check"]')?.remove());
    await page.evaluate(() => document.querySelector('dialog[open]')?.remove());
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await control(page, 'dark-mode').click();
    await control(page, 'view', 'list').click();
    await expect(body(page)).toHaveClass(/dark-mode/);
    await expect(body(page)).toHaveClass(/listing-items-list/);
    await expect(control(page, 'dark-mode')).toHaveAttribute('aria-pressed', 'true');
    await page.locator('#language-select').selectOption('fr');
    await page.waitForTimeout(500);
    expect(navigations).toBe(0);
    await expect(page.locator('#language-select')).toHaveValue('fr');
  });
});

test('safe_browsing is stored for the configured parent domain, dark_mode for the page host', async ({ page, demo }) => {
  // A host under a parent domain: its requests are answered by the demo server through routing.
  const origin = 'http://www.directory.test';
  await page.route(`${origin}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(origin, demo.url) });
    const isPage = new URL(route.request().url()).pathname === '/home.html';
    const body = isPage ? (await response.text()).replace('{"cookieDomain": ""}', '{"cookieDomain": ".directory.test"}') : await response.body();
    await route.fulfill({ response, body });
  });
  await setListingCookies(page.context(), origin);
  await page.goto(`${origin}/home.html`);
  await widgetsSettled(page);
  await control(page, 'safe-browsing').click();
  await control(page, 'dark-mode').click();
  await expect(body(page)).toHaveClass(/safe-browsing/);
  const safe = await contextCookie(page.context(), 'safe_browsing');
  const dark = await contextCookie(page.context(), 'dark_mode');
  expect(safe?.domain).toBe('.directory.test');
  expect(safe?.sameSite).toBe('Lax');
  expect(Math.abs((safe?.expires ?? 0) - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120);
  expect(dark?.domain).toBe('www.directory.test');
});

test.describe('the dialog switch (help box)', () => {
  test.beforeEach(async ({ page, demo }) => {
    await openListing(page, demo.url, '/dancers.html');
  });

  test(`fades the shown step out over ${DIALOG_FADE_MS} ms, then shows the next and focuses its heading`, async ({ page }) => {
    const timing = await page.evaluate(
      () =>
        new Promise<{ elapsed: number; midOpacity: number; midHidden: boolean; index: number }>((resolve) => {
          const root = document.querySelector<HTMLElement>('[data-widget~="dialog-switch"]')!;
          const first = root.querySelector<HTMLElement>('[data-dialog-index="0"]')!;
          let midOpacity = -1;
          let midHidden = true;
          const start = performance.now();
          root.addEventListener(
            'widgets:dialog-switch:change',
            (event) => resolve({ elapsed: performance.now() - start, midOpacity, midHidden, index: (event as CustomEvent<{ index: number }>).detail.index }),
            { once: true },
          );
          root.querySelector<HTMLElement>('[data-dialog-show="1"]')!.click();
          setTimeout(() => {
            midOpacity = Number(getComputedStyle(first).opacity);
            midHidden = first.hidden;
          }, 150);
        }),
    );
    expect(timing.index).toBe(1);
    expect(timing.elapsed).toBeGreaterThanOrEqual(DIALOG_FADE_MS - 5);
    expect(timing.elapsed).toBeLessThan(DIALOG_FADE_MS + 400);
    expect(timing.midHidden).toBe(false);
    expect(timing.midOpacity).toBeGreaterThan(0);
    expect(timing.midOpacity).toBeLessThan(1);
    await expect(page.locator('[data-dialog-index="0"]')).toBeHidden();
    await expect(page.locator('[data-dialog-index="1"]')).toBeVisible();
    await expect(page.locator('#help-step-1')).toBeFocused();
    expect(await analyticsEvents(page, 'dialog-switch')).toEqual([{ event: 'widget_event', category: 'dialog-switch', action: 'show', label: '1' }]);
  });

  test('switches at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Approaching the box loads the switching code; the switch itself then takes no time.
    const loaded = page.waitForResponse((response) => /dialog-switcher/.test(response.url()));
    await page.locator('.dialog-switch').hover();
    await loaded;
    const result = await page.evaluate(
      () =>
        new Promise<{ elapsed: number; styled: boolean }>((resolve) => {
          const root = document.querySelector<HTMLElement>('[data-widget~="dialog-switch"]')!;
          const first = root.querySelector<HTMLElement>('[data-dialog-index="0"]')!;
          let styled = false;
          // A fade would set the leaving step's opacity: it must never be touched.
          new MutationObserver(() => {
            styled = true;
          }).observe(first, { attributes: true, attributeFilter: ['style'] });
          const start = performance.now();
          root.addEventListener('widgets:dialog-switch:change', () => resolve({ elapsed: performance.now() - start, styled }), { once: true });
          root.querySelector<HTMLElement>('[data-dialog-show="1"]')!.click();
        }),
    );
    expect(result.styled).toBe(false);
    // Far below the fade's 300 ms, with room for a busy test machine.
    expect(result.elapsed).toBeLessThan(DIALOG_FADE_MS / 2);
    await expect(page.locator('[data-dialog-index="1"]')).toBeVisible();
    await expect(page.locator('[data-dialog-index="0"]')).toBeHidden();
  });

  test('ignores an unknown step with one console error', async ({ page, expectConsoleError }) => {
    expectConsoleError(/"dialog-switch" on .*: it has no dialog data-dialog-index="9"/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('[data-dialog-index="0"] [data-dialog-show="1"]').click();
    await page.locator('[data-dialog-index="1"] [data-dialog-show="2"]').click();
    const missing = page.locator('[data-dialog-show="9"]');
    await missing.click();
    await missing.click();
    await expect(page.locator('[data-dialog-index="2"]')).toBeVisible();
  });
});

test.describe('what loads before the visitor interacts', () => {
  test('the switches and the help box load their actions only when a control is approached or used', async ({ page, demo }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openListing(page, demo.url, '/dancers.html');
    expect(scripts.some((path) => /\/chunks\/switch-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/chunks\/dialog-switch-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /activate-switch|dialog-switcher/.test(path))).toEqual([]);
    await control(page, 'dark-mode').hover();
    await expect.poll(() => scripts.filter((path) => /activate-switch/.test(path)).length).toBe(1);
    await page.locator('.dialog-switch').hover();
    await expect.poll(() => scripts.filter((path) => /dialog-switcher/.test(path)).length).toBe(1);
  });

  test('when the actions cannot load, the first use reports it once and a later use works', async ({ page, demo, expectConsoleError }) => {
    expectConsoleError(/"switch" failed while loading its actions/);
    expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/\/chunks\/activate-switch-[\w-]+\.js$/, (route) => route.abort());
    await openListing(page, demo.url, '/home.html');
    await control(page, 'dark-mode').click();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-switch="dark-mode"]')?.getAttribute('data-widget-state'))).toBe('error');
    await expect(body(page)).not.toHaveClass(/dark-mode/);
    await page.unrouteAll();
    await control(page, 'dark-mode').click();
    await expect(body(page)).toHaveClass(/(^|\s)dark-mode(\s|$)/);
    await expect(control(page, 'dark-mode')).toHaveAttribute('aria-pressed', 'true');
  });
});
