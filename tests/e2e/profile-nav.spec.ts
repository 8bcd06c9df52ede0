import type { Page } from '@playwright/test';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test, widgetsSettled } from './fixtures.ts';

const PROFILE_PAGES = ['/profile.html', '/profile-no-video.html'] as const;
const PHONE = { width: 375, height: 667 };
const TABLET = { width: 800, height: 700 };
const DESKTOP = { width: 1280, height: 720 };

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' });
const navLink = (page: Page, name: string) => sectionsNav(page).getByRole('link', { name, exact: true });
const breadcrumbBar = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Waits until the page has stopped scrolling (a smooth scroll takes a few hundred ms). */
async function scrollSettled(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === last;
      last = y;
      return settled;
    }, { intervals: [150] })
    .toBe(true);
  return last;
}

/** Where a section's top is against the bottom of the fixed breadcrumb bar, in CSS pixels. */
function sectionBelowBar(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!.getBoundingClientRect();
    const bar = document.querySelector('.breadcrumb-bar')!.getBoundingClientRect();
    return { sectionTop: section.top, barBottom: bar.bottom };
  }, id);
}

/** Scrolls the window to `y` and waits for the frame the breadcrumb bar checks it in. */
async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

const isFixed = (page: Page) => breadcrumbBar(page).evaluate((bar) => bar.classList.contains('breadcrumb-fixed'));

/**
 * The chunks (file names before the hash) the profile widgets load only on smaller screens, and
 * there only on first use: the sections nav's taps (phones; on the first touch or focus of the nav)
 * and the breadcrumb bar's code (tablets and phones; on the first scroll or resize).
 */
const TAPS_CHUNK = 'attach-section-taps';
const BAR_CHUNK = 'attach-breadcrumb-bar';

/** The names of the bundle's chunks the page requests from now on, in order. */
function collectChunkRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/chunks/')) names.push(pathname.slice('/dist/chunks/'.length));
  });
  return names;
}

/** The requested chunks that are `chunk` (`name-HASH.js`). */
const requestsOf = (names: readonly string[], chunk: string) => names.filter((name) => name.startsWith(`${chunk}-`));

/**
 * Starts watching for the chunks named in `chunks` (see TAPS_CHUNK) and returns the function that
 * waits until they have been fetched and have run, so that the widgets' code for this screen size
 * is in place: `settled()` covers the widgets' first chunks only, and a tap before the taps' code
 * runs is still a plain anchor jump. Call it before the action that loads them.
 */
function screenCodeRan(page: Page, chunks: readonly string[]): () => Promise<void> {
  const responses = chunks.map((chunk) => page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/dist/chunks/${chunk}-`)));
  return async () => {
    for (const response of await Promise.all(responses)) {
      // A module runs once: importing it again resolves once it has run. The widget mounts it in
      // promise callbacks of its own import, which have all run before this answer reaches the test.
      await page.evaluate((url) => import(url).then(() => undefined), response.url());
    }
  };
}

/**
 * A finger lands on the sections nav (its `pointerdown`, the first sign of a tap, which loads the
 * taps' code on a phone) and the taps' code runs: the next tap is the widget's.
 */
async function touchNav(page: Page): Promise<void> {
  const ran = screenCodeRan(page, [TAPS_CHUNK]);
  await sectionsNav(page).dispatchEvent('pointerdown');
  await ran();
}

/** Runs `action` (a first scroll, a first tap) and waits for the breadcrumb bar's code it loads to have run. */
async function withBarCode(page: Page, action: () => Promise<unknown>): Promise<void> {
  const ran = screenCodeRan(page, [BAR_CHUNK]);
  await action();
  await ran();
}

/** Opens `path` on a phone's screen, ready for taps: the first touch of the nav has loaded their code. */
async function openProfileForTaps(page: Page, path: string): Promise<void> {
  await openDemoPage(page, path);
  await touchNav(page);
}

test.describe('the sections nav on a phone (375px wide)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const path of PROFILE_PAGES) {
    test(`on ${path} a tap scrolls to the section below the fixed bars, marks its tab and moves focus to it`, async ({ page }) => {
      await openProfileForTaps(page, path);
      await expect(sectionsNav(page)).toHaveCSS('position', 'fixed');
      const changes: unknown[] = [];
      await page.exposeFunction('recordChange', (detail: unknown) => changes.push(detail));
      await page.evaluate(() =>
        document.addEventListener('widgets:mobile-nav:change', (event) => {
          void (window as unknown as { recordChange(d: unknown): void }).recordChange((event as CustomEvent).detail);
        }),
      );

      // The tap's scroll is the page's first: it loads the breadcrumb bar's code, which fixes the bar.
      await withBarCode(page, () => navLink(page, 'Reviews').tap());
      await scrollSettled(page);

      await expect(navLink(page, 'Reviews')).toHaveAttribute('aria-current', 'location');
      await expect(navLink(page, 'Reviews')).toHaveClass(/\bactive\b/);
      await expect(page.locator('#reviews')).toBeFocused();
      const { sectionTop, barBottom } = await sectionBelowBar(page, 'reviews');
      expect(await isFixed(page)).toBe(true);
      expect(sectionTop).toBeGreaterThanOrEqual(barBottom);
      expect(sectionTop).toBeLessThan(barBottom + 20);
      await expect(page.getByRole('heading', { level: 2, name: /^Reviews/ })).toBeInViewport();
      expect(new URL(page.url()).hash).toBe('');

      await navLink(page, 'Gallery').tap();
      await scrollSettled(page);

      await expect(navLink(page, 'Gallery')).toHaveAttribute('aria-current', 'location');
      await expect(navLink(page, 'Reviews')).not.toHaveAttribute('aria-current', /.*/);
      await expect(sectionsNav(page).locator('[aria-current]')).toHaveCount(1);
      await expect(page.locator('#gallery')).toBeFocused();
      const gallery = await sectionBelowBar(page, 'gallery');
      expect(gallery.sectionTop).toBeGreaterThanOrEqual(gallery.barBottom);
      expect(gallery.sectionTop).toBeLessThan(gallery.barBottom + 20);
      await expect.poll(() => changes).toEqual([{ section: 'reviews' }, { section: 'gallery' }]);
      expect(await page.evaluate(() => window.dataLayer)).toEqual([
        { event: 'widget_event', category: 'mobile-nav', action: 'tap', label: 'reviews' },
        { event: 'widget_event', category: 'mobile-nav', action: 'tap', label: 'gallery' },
      ]);
    });
  }

  test('every tab leads to its own section', async ({ page }) => {
    await openProfileForTaps(page, '/profile.html');
    for (const [name, id] of [['Rates', 'rates'], ['Contact', 'contact'], ['Info', 'info'], ['Gallery', 'gallery'], ['Reviews', 'reviews']] as const) {
      await navLink(page, name).tap();
      await scrollSettled(page);
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(navLink(page, name)).toHaveAttribute('aria-current', 'location');
      const { sectionTop, barBottom } = await sectionBelowBar(page, id);
      expect(sectionTop, name).toBeGreaterThanOrEqual(barBottom);
      expect(sectionTop, name).toBeLessThan(barBottom + 20);
    }
  });

  test('marks the section crossing the upper third of the screen while the visitor scrolls', async ({ page }) => {
    // The marking is in the nav's first chunk: no touch, and no taps' code, needed.
    await openDemoPage(page, '/profile.html');
    const infoTop = await page.locator('#info').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);

    await scrollPageTo(page, infoTop - 100);

    await expect(navLink(page, 'Info')).toHaveAttribute('aria-current', 'location');
    await expect(sectionsNav(page).locator('.active')).toHaveCount(1);
  });

  test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openProfileForTaps(page, '/profile.html');

    await withBarCode(page, () => navLink(page, 'Rates').tap());
    const right = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(300);

    // No smooth scroll: the page was where it ends up right after the tap.
    expect(await page.evaluate(() => window.scrollY)).toBe(right);
    const { sectionTop, barBottom } = await sectionBelowBar(page, 'rates');
    expect(sectionTop).toBeGreaterThanOrEqual(barBottom);
    expect(sectionTop).toBeLessThan(barBottom + 20);
    await expect(page.locator('#rates')).toBeFocused();
  });

  test('works from the keyboard: focus on a tab loads the taps\' code, Enter moves focus into that section, and Tab continues inside it', async ({ page }) => {
    await openDemoPage(page, '/profile.html');

    const tapsRan = screenCodeRan(page, [TAPS_CHUNK]);
    await navLink(page, 'Contact').focus();
    await tapsRan();
    await page.keyboard.press('Enter');
    await scrollSettled(page);
    await expect(page.locator('#contact')).toBeFocused();
    await page.keyboard.press('Tab');

    await expect(page.locator('#contact a[href^="tel:"]')).toBeFocused();
  });
});

test.describe('the sections nav on a phone, before the taps\' code has arrived', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the first tap is the browser\'s anchor jump, below the bar; it loads the taps\' code, and the next tap is the widget\'s', async ({ page }) => {
    await openDemoPage(page, '/profile.html');
    // The taps' code is held back until the first tap is done, as on a slow network.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/dist/chunks/${TAPS_CHUNK}-*`, async (route) => {
      await held;
      await route.continue();
    });
    const chunks = collectChunkRequests(page);
    const tapsRan = screenCodeRan(page, [TAPS_CHUNK]);

    await withBarCode(page, () => navLink(page, 'Rates').tap());
    await scrollSettled(page);

    await expect(page).toHaveURL(/#rates$/);
    await expect(page.locator('#rates')).not.toBeFocused();
    expect(await isFixed(page)).toBe(true);
    const rates = await sectionBelowBar(page, 'rates');
    expect(rates.sectionTop).toBeGreaterThanOrEqual(rates.barBottom);
    expect(rates.sectionTop).toBeLessThan(rates.barBottom + 20);
    expect(requestsOf(chunks, TAPS_CHUNK)).toHaveLength(1);

    release();
    await tapsRan();
    await navLink(page, 'Reviews').tap();
    await scrollSettled(page);

    await expect(page.locator('#reviews')).toBeFocused();
    await expect(navLink(page, 'Reviews')).toHaveAttribute('aria-current', 'location');
    // The widget's scroll leaves the address alone.
    await expect(page).toHaveURL(/#rates$/);
    expect(await page.evaluate(() => window.dataLayer)).toEqual([
      { event: 'widget_event', category: 'mobile-nav', action: 'tap', label: 'reviews' },
    ]);
    expect(requestsOf(chunks, TAPS_CHUNK)).toHaveLength(1);
  });
});

test.describe('the profile pages on a desktop (1280px wide)', () => {
  test.use({ viewport: DESKTOP });

  test('nothing is fixed: the sections nav is a plain in-page nav, the breadcrumb bar stays in place', async ({ page }) => {
    await openDemoPage(page, '/profile.html');

    await expect(sectionsNav(page)).toHaveCSS('position', 'static');
    await scrollPageTo(page, 500);
    expect(await isFixed(page)).toBe(false);
    await expect(breadcrumbBar(page)).toHaveCSS('position', 'static');
  });

  test('a click on a link of the sections nav is a plain anchor jump', async ({ page }) => {
    await openDemoPage(page, '/profile.html');

    await navLink(page, 'Rates').click();

    await expect(page).toHaveURL(/#rates$/);
    await expect(page.locator('#rates')).not.toBeFocused();
    await expect(page.locator('#rates')).not.toHaveAttribute('tabindex', /.*/);
    expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
  });
});

test.describe('the breadcrumb bar on a tablet (800px wide)', () => {
  test.use({ viewport: TABLET });

  test('becomes fixed once scrolled 61px, not at 59px or 60px, without moving the content', async ({ page }) => {
    await openDemoPage(page, '/profile.html');
    const headingTop = () => page.locator('h1').evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();

    // The first scroll loads the bar's code.
    await withBarCode(page, () => scrollPageTo(page, 59));
    expect(await isFixed(page)).toBe(false);
    await scrollPageTo(page, 60);
    expect(await isFixed(page)).toBe(false);

    await scrollPageTo(page, 61);
    expect(await isFixed(page)).toBe(true);
    await expect(breadcrumbBar(page)).toHaveCSS('position', 'fixed');
    const bar = await breadcrumbBar(page).boundingBox();
    expect(bar?.y).toBe(0);
    expect(await headingTop()).toBe(before);

    await scrollPageTo(page, 59);
    expect(await isFixed(page)).toBe(false);
    expect(await headingTop()).toBe(before);
  });

  test('a plain anchor jump of the sections nav lands below the fixed bar (the sections\' scroll margin)', async ({ page }) => {
    await openDemoPage(page, '/profile.html');

    // The jump is the page's first scroll: it loads the bar's code, which fixes the bar at once.
    await withBarCode(page, () => navLink(page, 'Reviews').click());
    await expect(page).toHaveURL(/#reviews$/);
    await expect.poll(() => isFixed(page)).toBe(true);

    const { sectionTop, barBottom } = await sectionBelowBar(page, 'reviews');
    expect(sectionTop).toBeGreaterThanOrEqual(barBottom);
    expect(sectionTop).toBeLessThan(barBottom + 20);
  });

  test('is released when the window widens to 1280px while it is fixed', async ({ page }) => {
    await openDemoPage(page, '/profile-no-video.html');
    await withBarCode(page, () => scrollPageTo(page, 300));
    await expect.poll(() => isFixed(page)).toBe(true);

    await page.setViewportSize(DESKTOP);

    await expect.poll(() => isFixed(page)).toBe(false);
    expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
  });

  test('a page reloaded scrolled down gets its bar fixed without any scroll by the visitor', async ({ page }) => {
    await openDemoPage(page, '/profile.html');
    await withBarCode(page, () => scrollPageTo(page, 400));
    await expect.poll(() => isFixed(page)).toBe(true);

    const chunks = collectChunkRequests(page);
    await withBarCode(page, () => page.reload());
    await widgetsSettled(page);

    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await expect.poll(() => isFixed(page)).toBe(true);
    expect(requestsOf(chunks, BAR_CHUNK)).toHaveLength(1);
  });
});

for (const path of PROFILE_PAGES) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds no serious or critical violation on ${path} at ${viewport.width}px, at the top and scrolled`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openDemoPage(page, path);
      const atTop = await findSeriousViolations(page);
      expect(atTop, describeViolations(atTop)).toEqual([]);

      // Scrolled: the breadcrumb bar fixed (on phones), a tab of the nav marked.
      const reviewsTop = await page.locator('#reviews').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
      await scrollPageTo(page, reviewsTop - 100);
      await expect(sectionsNav(page).locator('[aria-current="location"]')).toHaveCount(1);
      await expect.poll(() => isFixed(page)).toBe(viewport === PHONE);
      const scrolled = await findSeriousViolations(page);
      expect(scrolled, describeViolations(scrolled)).toEqual([]);
    });
  }
}

test.describe('the code for smaller screens is downloaded only by them, on first use', () => {
  test('at 1280px neither the taps nor the breadcrumb bar code is requested, even scrolled or touched, and the scroll marking still works', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const chunks = collectChunkRequests(page);
    await openDemoPage(page, '/profile.html');
    // Whatever the page fetches by itself has come by now.
    await page.waitForLoadState('networkidle');

    await expect(sectionsNav(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('body')).toHaveAttribute('data-widget-state', 'mounted');
    expect(requestsOf(chunks, 'mobile-nav')).toHaveLength(1);
    expect(requestsOf(chunks, 'breadcrumb-bar')).toHaveLength(1);

    // Reviews spans the page's width (higher up, the gallery column crosses the line beside the others).
    const reviewsTop = await page.locator('#reviews').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
    await scrollPageTo(page, reviewsTop - 100);
    await expect(navLink(page, 'Reviews')).toHaveAttribute('aria-current', 'location');
    await sectionsNav(page).dispatchEvent('pointerdown');
    await navLink(page, 'Rates').focus();
    await page.waitForLoadState('networkidle');

    expect(requestsOf(chunks, TAPS_CHUNK)).toEqual([]);
    expect(requestsOf(chunks, BAR_CHUNK)).toEqual([]);
  });

  test('at 375px neither is requested before interaction: the first scroll loads the bar\'s code, the first touch of the nav the taps\', once each', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const chunks = collectChunkRequests(page);
    await openDemoPage(page, '/profile.html');
    await page.waitForLoadState('networkidle');
    expect(requestsOf(chunks, TAPS_CHUNK)).toEqual([]);
    expect(requestsOf(chunks, BAR_CHUNK)).toEqual([]);

    await withBarCode(page, () => scrollPageTo(page, 100));
    // The first scroll's state is applied as the code runs.
    await expect.poll(() => isFixed(page)).toBe(true);
    expect(requestsOf(chunks, TAPS_CHUNK)).toEqual([]);

    await touchNav(page);
    await scrollPageTo(page, 300);
    await sectionsNav(page).dispatchEvent('pointerdown');
    await page.waitForLoadState('networkidle');

    expect(requestsOf(chunks, TAPS_CHUNK)).toHaveLength(1);
    expect(requestsOf(chunks, BAR_CHUNK)).toHaveLength(1);
  });

  test('at 800px only the breadcrumb bar code is requested, on the first scroll', async ({ page }) => {
    await page.setViewportSize(TABLET);
    const chunks = collectChunkRequests(page);
    await openDemoPage(page, '/profile.html');
    await page.waitForLoadState('networkidle');
    expect(requestsOf(chunks, BAR_CHUNK)).toEqual([]);

    await withBarCode(page, () => scrollPageTo(page, 100));
    await sectionsNav(page).dispatchEvent('pointerdown');
    await page.waitForLoadState('networkidle');

    expect(requestsOf(chunks, BAR_CHUNK)).toHaveLength(1);
    expect(requestsOf(chunks, TAPS_CHUNK)).toEqual([]);
  });

  test('a desktop window narrowed to 375px at the top loads nothing by itself; the first touch loads the taps\' code, and a tap scrolls to the section and gets the bar fixed', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const chunks = collectChunkRequests(page);
    await openDemoPage(page, '/profile.html');
    await page.waitForLoadState('networkidle');

    await page.setViewportSize(PHONE);
    // Two frames: the resize and the breakpoint's change have reached the widgets.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requestsOf(chunks, TAPS_CHUNK)).toEqual([]);
    expect(requestsOf(chunks, BAR_CHUNK)).toEqual([]);
    await touchNav(page);
    expect(requestsOf(chunks, BAR_CHUNK)).toEqual([]);
    // The tap's scroll is the page's first on this screen: it loads the bar's code.
    await withBarCode(page, () => navLink(page, 'Reviews').click());
    await scrollSettled(page);

    await expect(page.locator('#reviews')).toBeFocused();
    await expect(navLink(page, 'Reviews')).toHaveAttribute('aria-current', 'location');
    expect(new URL(page.url()).hash).toBe('');
    expect(await isFixed(page)).toBe(true);
    expect(requestsOf(chunks, TAPS_CHUNK)).toHaveLength(1);
    expect(requestsOf(chunks, BAR_CHUNK)).toHaveLength(1);
  });
});
