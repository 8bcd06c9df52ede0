import type { Locator, Page } from '@playwright/test';
import { AD_SLOT_LOAD_MARGIN_PX, AD_SLOT_SIZES } from '../../shared/constants.ts';
import { describeViolations, findSeriousViolations, injectAxe } from './axe.ts';
import { expect, overridePageConfig, test, widgetsSettled } from './fixtures.ts';

/**
 * The eight ad slot roots of the listing pages, in page order, as LISTING-MARKUP.md gives them: two
 * near the top, the others after the 60 cards (spec §2: mobile 3×320x100 and 1×320x250, desktop
 * 2×728x90, 950x250 and 250x250).
 */
const TOP_SLOTS = [
  { zone: 1001, size: '728x90' },
  { zone: 2001, size: '320x100' },
] as const;
const BOTTOM_SLOTS = [
  { zone: 1002, size: '728x90' },
  { zone: 1003, size: '950x250' },
  { zone: 1004, size: '250x250' },
  { zone: 2002, size: '320x100' },
  { zone: 2003, size: '320x100' },
  { zone: 2004, size: '320x250' },
] as const;
type Slot = (typeof TOP_SLOTS)[number] | (typeof BOTTOM_SLOTS)[number];

const DESKTOP_ZONES = [1001, 1002, 1003, 1004];
const MOBILE_ZONES = [2001, 2002, 2003, 2004];
const ALL_SLOTS: readonly Slot[] = [...TOP_SLOTS, ...BOTTOM_SLOTS];

const LISTING_PAGES = ['/home.html', '/dancers.html', '/search.html'] as const;
const DANCERS = '/dancers.html';

/** The markup of a slot root, as the listing template writes it. */
const slotRoot = (slot: Slot) =>
  `<div class="ad-slot ad-slot-${slot.size}" data-widget="ad-slot" data-zone="${slot.zone}" data-size="${slot.size}"></div>`;

/** What the page's ad slots dispatched, in order. */
interface SlotEvent {
  readonly type: 'load' | 'error';
  readonly detail: { zone: number; size: string; reason?: string };
}

/** Records every widgets:ad-slot:* event from the very start of each page load. */
async function recordSlotEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { adSlotEvents: unknown[] }).adSlotEvents = seen;
    for (const type of ['load', 'error']) {
      document.addEventListener(`widgets:ad-slot:${type}`, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}

function slotEvents(page: Page): Promise<SlotEvent[]> {
  return page.evaluate(() => (window as unknown as { adSlotEvents: SlotEvent[] }).adSlotEvents);
}

/** The zones of the frames that have loaded, sorted. */
async function loadedZones(page: Page): Promise<number[]> {
  return (await slotEvents(page)).filter((event) => event.type === 'load').map((event) => event.detail.zone).sort();
}

/** Every URL the page (frames included) requested. */
function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function root(page: Page, zone: number): Locator {
  return page.locator(`[data-widget="ad-slot"][data-zone="${zone}"]`);
}

/** The zones whose roots hold an iframe, sorted. */
function zonesWithFrames(page: Page): Promise<number[]> {
  return page
    .locator('[data-widget="ad-slot"]:has(iframe)')
    .evaluateAll((roots) => roots.map((element) => Number((element as HTMLElement).dataset.zone)).sort());
}

/**
 * Opens a listing page of the demo server at `origin` with the age check already confirmed (its
 * gate would lock scrolling) and waits for the widgets to mount; `config` is merged into the page's
 * `#widgets-config`.
 */
async function openListing(page: Page, origin: string, path: string = DANCERS, config?: Record<string, unknown>): Promise<void> {
  await page.context().addCookies([{ name: 'agecheck', value: '1', url: origin }]);
  if (config) await overridePageConfig(page, path, config);
  await page.goto(path);
  await widgetsSettled(page);
}

/** Scrolls through the whole page, a screen at a time, so every shown slot comes near the viewport. */
async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: innerHeight }));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Let IntersectionObserver deliver for this position before moving on.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/** Checks that a shown slot's root and frame are exactly its ad's size and that its frame is the stand-in. */
async function expectLoadedSlot(page: Page, slot: Slot): Promise<void> {
  const { width, height } = AD_SLOT_SIZES[slot.size];
  const slotRoot = root(page, slot.zone);
  const frame = slotRoot.locator('iframe');
  await expect(frame).toHaveCount(1);
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).toBe(new URL(page.url()).origin);
  expect(src.pathname).toBe('/ad-frame.html');
  expect(Object.fromEntries(src.searchParams)).toEqual({ zone: String(slot.zone), size: slot.size });
  await expect(frame).toHaveAttribute('width', String(width));
  await expect(frame).toHaveAttribute('height', String(height));
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('title', `Advertisement ${slot.zone}`);
  // The stand-in is on the page's own origin: never allow-same-origin with allow-scripts there.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  expect(await slotRoot.boundingBox()).toMatchObject({ width, height });
  expect(await frame.boundingBox()).toMatchObject({ width, height });
  // The stand-in rendered inside the frame: "Ad zone Z WxH".
  await expect(page.frameLocator(`[data-zone="${slot.zone}"] iframe`).locator('p')).toHaveText(`Ad zone ${slot.zone} ${slot.size}`);
}

/** Checks that a slot is hidden, takes no space and has no frame. */
async function expectHiddenSlot(page: Page, zone: number): Promise<void> {
  const slotRoot = root(page, zone);
  await expect(slotRoot).toBeHidden();
  await expect(slotRoot).toHaveAttribute('hidden', '');
  expect(await slotRoot.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  await expect(slotRoot.locator('iframe')).toHaveCount(0);
}

/** Every request left for the demo server's own host. */
function expectOnlyDemoRequests(urls: readonly string[], demoUrl: string): void {
  const host = new URL(demoUrl).host;
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => new URL(url).host !== host)).toEqual([]);
}

// Each test scrolls a whole listing page (and axe also checks every frame): more than the default 15 s on a busy machine.
test.describe.configure({ timeout: 40_000 });

test.describe('ad slots on a 1280px wide screen', () => {
  test.beforeEach(async ({ page }) => {
    await recordSlotEvents(page);
  });

  for (const path of LISTING_PAGES) {
    test(`${path}: the desktop slots get their frames only when scrolled near; the mobile slots stay hidden`, async ({ page, demo }) => {
      const requests = collectRequests(page);
      await openListing(page, demo.url, path);

      // The first screen: only the top desktop slot is near the viewport.
      await expect.poll(() => loadedZones(page)).toEqual([1001]);
      expect(await zonesWithFrames(page)).toEqual([1001]);
      for (const slot of BOTTOM_SLOTS.filter((item) => DESKTOP_ZONES.includes(item.zone))) {
        // Their space is reserved already, before any frame exists.
        const { width, height } = AD_SLOT_SIZES[slot.size];
        expect(await root(page, slot.zone).boundingBox()).toMatchObject({ width, height });
      }
      for (const zone of MOBILE_ZONES) await expectHiddenSlot(page, zone);

      await scrollThrough(page);

      await expect.poll(() => loadedZones(page)).toEqual(DESKTOP_ZONES);
      expect(await zonesWithFrames(page)).toEqual(DESKTOP_ZONES);
      for (const slot of ALL_SLOTS.filter((item) => DESKTOP_ZONES.includes(item.zone))) await expectLoadedSlot(page, slot);
      for (const zone of MOBILE_ZONES) await expectHiddenSlot(page, zone);
      expect(await slotEvents(page)).toEqual(
        expect.arrayContaining(ALL_SLOTS.filter((slot) => DESKTOP_ZONES.includes(slot.zone)).map((slot) => ({ type: 'load', detail: slot }))),
      );
      expect((await slotEvents(page)).filter((event) => event.type === 'error')).toEqual([]);
      expectOnlyDemoRequests(requests, demo.url);
      expect(requests.filter((url) => new URL(url).pathname === '/ad-frame.html')).toHaveLength(4);
    });
  }

  test(`a slot loads once it is within ${AD_SLOT_LOAD_MARGIN_PX}px of the viewport, not before`, async ({ page, demo }) => {
    await openListing(page, demo.url);
    await expect.poll(() => loadedZones(page)).toEqual([1001]);
    const slotTop = await root(page, 1002).evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const viewportHeight = await page.evaluate(() => innerHeight);

    // The slot's top 60px further down than the margin: still nothing.
    await page.evaluate((top) => window.scrollTo(0, top), slotTop - viewportHeight - AD_SLOT_LOAD_MARGIN_PX - 60);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(root(page, 1002).locator('iframe')).toHaveCount(0);

    // 60px inside the margin, still below the visible screen: the frame comes.
    await page.evaluate((top) => window.scrollTo(0, top), slotTop - viewportHeight - AD_SLOT_LOAD_MARGIN_PX + 60);
    await expect(root(page, 1002).locator('iframe')).toHaveCount(1);
    expect(await root(page, 1002).evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
  });

  test('loading the frames shifts nothing on the page', async ({ page, demo }) => {
    await openListing(page, demo.url);
    await expect.poll(() => loadedZones(page)).toEqual([1001]);
    await page.evaluate(() => {
      const shifts: unknown[] = [];
      (window as unknown as { adShifts: unknown[] }).adShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
          shifts.push({ value: shift.value, nodes: (shift.sources ?? []).map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80)) });
        }
      }).observe({ type: 'layout-shift' });
    });
    const lastSlotTop = () => root(page, 1004).evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const helpBoxTop = () => page.locator('[data-widget~="dialog-switch"]').evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const before = [await lastSlotTop(), await helpBoxTop()];

    await scrollThrough(page);
    await expect.poll(() => loadedZones(page)).toEqual(DESKTOP_ZONES);

    expect([await lastSlotTop(), await helpBoxTop()]).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { adShifts: unknown[] }).adShifts)).toEqual([]);
  });

  test('axe finds no serious or critical violation with every desktop frame loaded', async ({ page, demo }) => {
    await openListing(page, demo.url);
    await scrollThrough(page);
    await expect.poll(() => loadedZones(page)).toEqual(DESKTOP_ZONES);
    // Check the frames' contents too, not just that they are named.
    for (const frame of page.frames()) if (frame !== page.mainFrame()) await injectAxe(frame);

    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // axe in the page ignores answers from the frames' opaque origin: check each frame from inside.
    for (const frame of page.frames()) {
      if (frame === page.mainFrame()) continue;
      const inFrame = await findSeriousViolations(frame);
      expect(inFrame, `${frame.url()}\n${describeViolations(inFrame)}`).toEqual([]);
    }
  });

  test('the default ad frame, served from the site itself, gets an opaque origin: it cannot reach the page, its cookies or its storage, and still shows its ad', async ({
    page,
    demo,
  }) => {
    await openListing(page, demo.url);
    await expect.poll(() => loadedZones(page)).toEqual([1001]);
    // The machine-id widget has written the cookie the review found readable from the frame.
    expect(await page.evaluate(() => document.cookie)).toContain('MachineId=');
    const frameElement = root(page, 1001).locator('iframe');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
    expect(await frameElement.evaluate((element) => (element as HTMLIFrameElement).contentDocument === null)).toBe(true);

    const frame = page.frames().find((item) => new URL(item.url()).searchParams.get('zone') === '1001');
    expect(frame).toBeDefined();
    const inside = await frame!.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          return { read: read() };
        } catch (error) {
          return { refused: (error as Error).name };
        }
      };
      return {
        origin: window.origin,
        cookie: attempt(() => document.cookie),
        storage: attempt(() => localStorage.length),
        parentPage: attempt(() => parent.document.title),
        ownSandbox: attempt(() => parent.document.querySelector('iframe')?.removeAttribute('sandbox')),
      };
    });
    expect(inside).toEqual({
      origin: 'null',
      cookie: { refused: 'SecurityError' },
      storage: { refused: 'SecurityError' },
      parentPage: { refused: 'SecurityError' },
      ownSandbox: { refused: 'SecurityError' },
    });
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
    await expect(page.frameLocator('[data-zone="1001"] iframe').locator('p')).toHaveText('Ad zone 1001 728x90');
  });

  test('a frame page of the site that tries to reach the page and its cookies from its own script is refused', async ({ page, demo }) => {
    // A test-controlled page at the default frame URL, as injected ad markup would run there.
    await page.route(`${demo.url}/ad-frame.html?*`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><title>Probe</title><script>
          const attempt = (read) => { try { return String(read()); } catch (error) { return 'refused: ' + error.name; } };
          parent.postMessage({
            probe: true,
            cookie: attempt(() => document.cookie),
            parentPage: attempt(() => parent.document.cookie),
          }, '*');
        </script>`,
      }),
    );
    await page.addInitScript(() => {
      window.addEventListener('message', (event) => {
        if ((event.data as { probe?: boolean } | null)?.probe) (window as unknown as { probe: unknown }).probe = event.data;
      });
    });
    await openListing(page, demo.url);
    await expect.poll(() => page.evaluate(() => (window as unknown as { probe?: unknown }).probe)).toEqual({
      probe: true,
      cookie: 'refused: SecurityError',
      parentPage: 'refused: SecurityError',
    });
  });

  test('a popup the default ad frame opens stays sandboxed, so a page of the site opened from the ad cannot read its cookies', async ({
    page,
    demo,
  }) => {
    // A test-controlled frame page linking to a page of the site itself, as injected ad markup could.
    // The popup is the stand-in frame page itself, which runs no script of its own.
    await page.route(`${demo.url}/ad-frame.html?zone=1001&*`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Ad</title><a href="/ad-frame.html?zone=offer&amp;size=320x100" target="_blank">Open the offer</a>',
      }),
    );
    await openListing(page, demo.url);
    await expect.poll(() => loadedZones(page)).toEqual([1001]);
    expect(await page.evaluate(() => document.cookie)).toContain('MachineId=');

    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.frameLocator('[data-zone="1001"] iframe').getByRole('link', { name: 'Open the offer' }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(`${demo.url}/ad-frame.html?zone=offer&size=320x100`);
    await expect(popup.locator('p')).toHaveText('Ad zone offer 320x100');
    expect(
      await popup.evaluate(() => {
        try {
          return document.cookie;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      }),
    ).toBe('refused: SecurityError');
    await popup.close();
  });

  test('an ad network on another origin gets allow-same-origin, keeping its own origin apart from the page', async ({ page, demo }) => {
    // A stand-in ad network host, answered with the demo's stand-in frame.
    const network = 'http://ads.example.test';
    await page.route(`${network}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${demo.url}${pathname}${search}` }) });
    });
    await openListing(page, demo.url, DANCERS, { adFrameUrl: `${network}/ad-frame.html?zone={zone}&size={width}x{height}` });
    await expect.poll(() => loadedZones(page)).toEqual([1001]);
    const frameElement = root(page, 1001).locator('iframe');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-same-origin');
    expect(await frameElement.evaluate((element) => (element as HTMLIFrameElement).contentDocument === null)).toBe(true);
    const frame = page.frames().find((item) => item.url().startsWith(`${network}/`));
    expect(frame).toBeDefined();
    expect(await frame!.evaluate(() => window.origin)).toBe(network);
    await expect(page.frameLocator('[data-zone="1001"] iframe').locator('p')).toHaveText('Ad zone 1001 728x90');
  });

  test('unmounting a slot removes its frame and gives the root back as the page wrote it', async ({ page, demo }) => {
    await openListing(page, demo.url);
    await expect.poll(() => loadedZones(page)).toEqual([1001]);

    await root(page, 1001).evaluate((element) => window.directoryWidgets!.unmount(element));

    await expect(root(page, 1001).locator('iframe')).toHaveCount(0);
    expect(await root(page, 1001).evaluate((element) => element.outerHTML)).toBe(slotRoot(TOP_SLOTS[0]));
  });

  test('an adFrameUrl that is no usable URL once filled hides every slot, fires error and loads nothing', async ({
    page,
    demo,
    expectConsoleError,
  }) => {
    expectConsoleError(/"ad-slot" on <div[^>]*>: the page config's adFrameUrl gives "https:\/\/\[1001\]\/frame"/);
    const requests = collectRequests(page);
    await openListing(page, demo.url, DANCERS, { adFrameUrl: 'https://[{zone}]/frame' });
    await scrollThrough(page);

    for (const slot of ALL_SLOTS) await expectHiddenSlot(page, slot.zone);
    const events = await slotEvents(page);
    expect(events.map((event) => event.detail.zone).sort()).toEqual(ALL_SLOTS.map((slot) => slot.zone).sort());
    expect(events.every((event) => event.type === 'error' && event.detail.reason === 'url')).toBe(true);
    expect(requests.filter((url) => url.includes('frame'))).toEqual([]);
    expectOnlyDemoRequests(requests, demo.url);
  });
});

test.describe('ad slots on a 375px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await recordSlotEvents(page);
  });

  for (const path of LISTING_PAGES) {
    test(`${path}: the mobile slots get their frames only when scrolled near; the desktop slots stay hidden`, async ({ page, demo }) => {
      const requests = collectRequests(page);
      await openListing(page, demo.url, path);

      await expect.poll(() => loadedZones(page)).toEqual([2001]);
      expect(await zonesWithFrames(page)).toEqual([2001]);
      for (const zone of DESKTOP_ZONES) await expectHiddenSlot(page, zone);

      await scrollThrough(page);

      await expect.poll(() => loadedZones(page)).toEqual(MOBILE_ZONES);
      expect(await zonesWithFrames(page)).toEqual(MOBILE_ZONES);
      for (const slot of ALL_SLOTS.filter((item) => MOBILE_ZONES.includes(item.zone))) await expectLoadedSlot(page, slot);
      for (const zone of DESKTOP_ZONES) await expectHiddenSlot(page, zone);
      expectOnlyDemoRequests(requests, demo.url);
      expect(requests.filter((url) => new URL(url).pathname === '/ad-frame.html')).toHaveLength(4);
    });
  }

  test('axe finds no serious or critical violation with every mobile frame loaded', async ({ page, demo }) => {
    await openListing(page, demo.url);
    await scrollThrough(page);
    await expect.poll(() => loadedZones(page)).toEqual(MOBILE_ZONES);
    for (const frame of page.frames()) if (frame !== page.mainFrame()) await injectAxe(frame);

    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // axe in the page ignores answers from the frames' opaque origin: check each frame from inside.
    for (const frame of page.frames()) {
      if (frame === page.mainFrame()) continue;
      const inFrame = await findSeriousViolations(frame);
      expect(inFrame, `${frame.url()}\n${describeViolations(inFrame)}`).toEqual([]);
    }
  });
});

test.describe('resizing across the 575.98px breakpoint', () => {
  test.beforeEach(async ({ page }) => {
    await recordSlotEvents(page);
  });

  test('switches from the desktop slots to the mobile ones and back, keeping loaded frames hidden', async ({ page, demo }) => {
    await openListing(page, demo.url);
    await expect.poll(() => loadedZones(page)).toEqual([1001]);

    await page.setViewportSize({ width: 576, height: 720 });
    await expect(root(page, 1001)).toBeVisible();
    await expect(root(page, 2001)).toBeHidden();

    await page.setViewportSize({ width: 575, height: 720 });
    await expect(root(page, 2001)).toBeVisible();
    await expect(root(page, 1001)).toBeHidden();
    // The top mobile slot comes near at once; the desktop frame stays loaded, hidden.
    await expect.poll(() => loadedZones(page)).toEqual([1001, 2001]);
    await expect(root(page, 1001).locator('iframe')).toHaveCount(1);
    expect(await root(page, 1001).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);

    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(root(page, 1001)).toBeVisible();
    await expect(root(page, 2001)).toBeHidden();
    expect(await root(page, 1001).boundingBox()).toMatchObject({ width: 728, height: 90 });
    // Nothing loaded twice.
    expect(await loadedZones(page)).toEqual([1001, 2001]);
  });
});
