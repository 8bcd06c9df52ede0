import type { Page } from '@playwright/test';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test } from './fixtures.ts';

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

test.describe('the sections nav on a phone (375px wide)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const path of PROFILE_PAGES) {
    test(`on ${path} a tap scrolls to the section below the fixed bars, marks its tab and moves focus to it`, async ({ page }) => {
      await openDemoPage(page, path);
      await expect(sectionsNav(page)).toHaveCSS('position', 'fixed');
      const changes: unknown[] = [];
      await page.exposeFunction('recordChange', (detail: unknown) => changes.push(detail));
      await page.evaluate(() =>
        document.addEventListener('widgets:mobile-nav:change', (event) => {
          void (window as unknown as { recordChange(d: unknown): void }).recordChange((event as CustomEvent).detail);
        }),
      );

      await navLink(page, 'Reviews').tap();
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
    await openDemoPage(page, '/profile.html');
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
    await openDemoPage(page, '/profile.html');
    const infoTop = await page.locator('#info').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);

    await scrollPageTo(page, infoTop - 100);

    await expect(navLink(page, 'Info')).toHaveAttribute('aria-current', 'location');
    await expect(sectionsNav(page).locator('.active')).toHaveCount(1);
  });

  test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDemoPage(page, '/profile.html');

    await navLink(page, 'Rates').tap();
    const right = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(300);

    // No smooth scroll: the page was where it ends up right after the tap.
    expect(await page.evaluate(() => window.scrollY)).toBe(right);
    const { sectionTop, barBottom } = await sectionBelowBar(page, 'rates');
    expect(sectionTop).toBeGreaterThanOrEqual(barBottom);
    expect(sectionTop).toBeLessThan(barBottom + 20);
    await expect(page.locator('#rates')).toBeFocused();
  });

  test('works from the keyboard: Enter on a tab moves focus into that section, and Tab continues inside it', async ({ page }) => {
    await openDemoPage(page, '/profile.html');

    await navLink(page, 'Contact').focus();
    await page.keyboard.press('Enter');
    await scrollSettled(page);
    await expect(page.locator('#contact')).toBeFocused();
    await page.keyboard.press('Tab');

    await expect(page.locator('#contact a[href^="tel:"]')).toBeFocused();
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

    await scrollPageTo(page, 59);
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

    await navLink(page, 'Reviews').click();
    await expect(page).toHaveURL(/#reviews$/);
    await expect.poll(() => isFixed(page)).toBe(true);

    const { sectionTop, barBottom } = await sectionBelowBar(page, 'reviews');
    expect(sectionTop).toBeGreaterThanOrEqual(barBottom);
    expect(sectionTop).toBeLessThan(barBottom + 20);
  });

  test('is released when the window widens to 1280px while it is fixed', async ({ page }) => {
    await openDemoPage(page, '/profile-no-video.html');
    await scrollPageTo(page, 300);
    expect(await isFixed(page)).toBe(true);

    await page.setViewportSize(DESKTOP);

    await expect.poll(() => isFixed(page)).toBe(false);
    expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
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
      const scrolled = await findSeriousViolations(page);
      expect(scrolled, describeViolations(scrolled)).toEqual([]);
    });
  }
}
