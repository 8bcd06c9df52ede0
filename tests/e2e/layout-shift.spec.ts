import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './fixtures.ts';

/**
 * Issue 10: no widget moves the page when it mounts (Lighthouse's CLS 0). Each test records every
 * layout shift from the first paint on, with a buffered PerformanceObserver, and expects none.
 */

/** One layout shift the page recorded, with the elements that moved. */
interface RecordedShift {
  readonly value: number;
  readonly moved: readonly string[];
}

/** Lighthouse's mobile screen (Moto G Power) and a desktop window. */
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 720 };
const DEVICES = [
  { name: 'phone', viewport: PHONE, isMobile: true },
  { name: 'desktop', viewport: DESKTOP, isMobile: false },
] as const;
type Device = (typeof DEVICES)[number];

/** A viewport tall enough that every part of these pages is on screen, so that any shift counts. */
const WHOLE_PAGE_HEIGHT = 12_000;

/** Records every layout shift of the page from its very start, as `window.recordedShifts`. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { recordedShifts: typeof shifts }).recordedShifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const widget = node.getAttribute('data-widget');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}${widget ? `[data-widget="${widget}"]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        if (shift.hadRecentInput) continue;
        shifts.push({ value: shift.value, moved: (shift.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Holds the bundle until the whole document has been parsed and painted, as a phone's network
 * does: a widget that changes size when it mounts then always moves something already on screen,
 * never only the first paint.
 */
async function mountAfterFirstPaint(page: Page, beforeMount?: () => Promise<void>): Promise<void> {
  const wholeDocumentPainted = () =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (document.readyState === 'loading' || performance.getEntriesByName('first-contentful-paint').length === 0) {
          setTimeout(check, 10);
          return;
        }
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
      };
      check();
    });
  await page.route('**/dist/widgets.js', async (route) => {
    const giveUpAt = Date.now() + 5_000;
    // The page's first document may not exist yet when the request is seen: try again until it does.
    while (Date.now() < giveUpAt && !(await page.evaluate(wholeDocumentPainted).catch(() => false))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await beforeMount?.();
    await route.continue();
  });
}

/** What a test of one page does besides loading it. */
interface MountingSteps {
  /** Runs once the whole page has been painted, before the bundle runs. */
  readonly beforeMount?: () => Promise<void>;
  /** Waits for what the page's widgets render after the runtime has settled (parts they load at once). */
  readonly rendered?: () => Promise<void>;
}

/** Opens `path` (a first visit), waits for every widget and the calls they start at load, and returns the shifts. */
async function shiftsWhileMounting(page: Page, path: string, { beforeMount, rendered }: MountingSteps = {}): Promise<RecordedShift[]> {
  await recordLayoutShifts(page);
  await mountAfterFirstPaint(page, beforeMount);
  await page.goto(path);
  await widgetsSettled(page);
  // The add-profile page requests its city's areas at load; their answer is part of mounting.
  await expect(page.locator('select[aria-busy="true"]')).toHaveCount(0);
  await rendered?.();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { recordedShifts: RecordedShift[] }).recordedShifts);
}

function useDevice(device: Device, height?: number): void {
  test.use({ viewport: { ...device.viewport, height: height ?? device.viewport.height }, isMobile: device.isMobile, hasTouch: device.isMobile });
}

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    useDevice(device);

    for (const path of ['/home.html', '/dancers.html']) {
      test(`${path}: the ad slots' size is reserved by the server markup, so mounting them moves nothing`, async ({ page }) => {
        expect(await shiftsWhileMounting(page, path)).toEqual([]);
      });
    }

    for (const path of ['/add-profile.html', '/add-profile-agency.html']) {
      test(`${path}: the location opens with its city's areas shown, so the areas loaded at once move nothing`, async ({ page }) => {
        expect(await shiftsWhileMounting(page, path)).toEqual([]);
        await expect(page.locator('[data-geo="area-block"]')).toBeVisible();
      });
    }

    // The index page is too long for the whole-page screen: its rating form is scrolled into view
    // before the bundle runs, and scroll anchoring is off, which would hide a shift by scrolling
    // along with it.
    test("/: the rating inputs' server markup shows their stars, so their radios replacing it move nothing", async ({ page }) => {
      const form = page.locator('form[action="/__form-echo"]');
      const beforeMount = () =>
        form.evaluate((element) => {
          // Chromium reads it from <body> too for the page's own scrolling.
          for (const box of [document.documentElement, document.body]) box.style.setProperty('overflow-anchor', 'none');
          element.scrollIntoView({ block: 'center' });
        });
      const rendered = () => expect(form.getByRole('radio', { name: '1 star' })).toHaveCount(2);
      expect(await shiftsWhileMounting(page, '/', { beforeMount, rendered })).toEqual([]);
    });
  });

  test.describe(`on a ${device.name} with the whole page in view`, () => {
    useDevice(device, WHOLE_PAGE_HEIGHT);
    // Every image and ad frame of a 9000px page loads at once on this shared, slow machine.
    test.slow();

    for (const path of ['/home.html', '/dancers.html', '/profile.html', '/add-profile.html', '/add-profile-agency.html']) {
      test(`${path}: no widget moves anything on the page when it mounts`, async ({ page }) => {
        expect(await shiftsWhileMounting(page, path)).toEqual([]);
      });
    }
  });
}
