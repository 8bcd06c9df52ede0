import type { Page, Route } from '@playwright/test';
import { IdlePrefetch } from '../../shared/runtime/preload/idle-prefetch-signal.ts';
import { expect, openDemoPage, test, waitForIdlePrefetch, widgetsSettled } from './fixtures.ts';
import { profileModal } from './modal-form-helpers.ts';

// Issue 19: a visitor's first tap answers at once. widgets.js requests a widget's chunk and all its
// static imports together (one round trip, not a chain), prefetches the widgets' on-use code when
// the browser is idle after load (never under Save-Data or on 2g), fetches nothing twice, and a tap
// before the code arrives shows the busy state at once, then the result, acting once.

const PROFILE = '/profile.html';

/** dist/manifest.json's per-widget list: a widget's chunk, then its static imports (scripts/dist-manifest.mjs). */
interface Manifest {
  readonly widgets: Readonly<Record<string, readonly string[]>>;
}

interface Fetch {
  readonly file: string;
  readonly requested: number;
  answered?: number;
}

/** The dist files the page requests from now on, in order, with when each was requested and answered. */
function watchBundle(page: Page): Fetch[] {
  const fetches: Fetch[] = [];
  const fileOf = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/dist/') && pathname.endsWith('.js') ? pathname.slice('/dist/'.length) : null;
  };
  page.on('request', (request) => {
    const file = fileOf(request.url());
    if (file) fetches.push({ file, requested: Date.now() });
  });
  page.on('response', (response) => {
    const file = fileOf(response.url());
    const fetch = fetches.findLast((item) => item.file === file);
    if (fetch) fetch.answered ??= Date.now();
  });
  return fetches;
}

/** Holds every response for `file` (a path under dist/ matched by `pattern`) until `release` is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route: Route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** Files requested more than once. */
const repeated = (fetches: readonly Fetch[]) => fetches.map(({ file }) => file).filter((file, index, all) => all.indexOf(file) !== index);

/** Widget names on the page. */
const widgetNames = (page: Page) =>
  page.evaluate(() => [...new Set([...document.querySelectorAll('[data-widget]')].flatMap((root) => root.getAttribute('data-widget')!.split(/\s+/)))]);

test.describe('requested together', () => {
  // With the idle prefetch on: it must not fetch again what was preloaded or loaded either.
  test.use({ saveData: false });

  test("each widget's static imports are requested before its chunk has answered: one round trip, not a chain", async ({ page, demo }) => {
    const manifest = (await (await page.request.get(`${demo.url}/dist/manifest.json`)).json()) as Manifest;
    const fetches = watchBundle(page);
    // Every widget chunk answers 700 ms late: a chain would request the kits only after that.
    await page.route(
      (url) => /^\/dist\/chunks\/[a-z-]+-\w{8}\.js$/.test(url.pathname) && Object.values(manifest.widgets).some(([chunk]) => url.pathname.endsWith(`/${chunk}`)),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      },
    );
    await openDemoPage(page, PROFILE);
    const names = (await widgetNames(page)).filter((name) => name in manifest.widgets);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      const [chunk, ...imports] = manifest.widgets[name]!;
      const chunkFetch = fetches.find(({ file }) => file === chunk)!;
      expect(chunkFetch.answered, chunk).toBeDefined();
      for (const file of imports) {
        const fetch = fetches.find((item) => item.file === file);
        expect(fetch, `${name}: ${file}`).toBeDefined();
        expect(fetch!.requested, `${name}: ${file} requested before ${chunk} answered`).toBeLessThan(chunkFetch.answered!);
      }
    }
    expect(repeated(fetches)).toEqual([]);
  });

  for (const query of ['', '?preload-hints=1']) {
    test(`nothing is fetched twice${query ? ' with the server\'s hints' : ''}, before interaction, when idle and on first use`, async ({ page }) => {
      const fetches = watchBundle(page);
      await page.goto(PROFILE + query);
      await widgetsSettled(page);
      await page.waitForLoadState('networkidle');
      await openDemoPageInteractions(page);
      expect(fetches.length).toBeGreaterThan(5);
      expect(repeated(fetches)).toEqual([]);
    });
  }
});

/** Opens the claim and share modals and toggles the favorite, waiting for each. */
async function openDemoPageInteractions(page: Page): Promise<void> {
  for (const id of ['claimModal', 'shareModal']) {
    const modal = profileModal(page, id);
    await modal.trigger.click();
    await expect(modal.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal.dialog).toBeHidden();
  }
  const favorite = page.locator('[data-widget~="favorite"][data-dancer-id="42"] button');
  await favorite.click();
  await expect(favorite).toHaveAccessibleName('Remove from favorites');
  await page.waitForLoadState('networkidle');
}

/** On-use code of the profile page's widgets, by the start of its chunk's name. */
const ON_USE = ['ClaimModal-', 'ShareModal-', 'send-favorite-toggle-', 'open-gallery-'];

test.describe('idle prefetch', () => {
  test.use({ saveData: false });

  test("after the load event, when idle, the page's on-use code is fetched, each file once; the media player is not", async ({ page }) => {
    const fetches = watchBundle(page);
    await openDemoPage(page, PROFILE);
    await waitForIdlePrefetch(page);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate((idleMark) => {
      const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      const mark = performance.getEntriesByName(idleMark)[0]!.startTime;
      const starts = Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]));
      return { loadEnd, mark, starts };
    }, IdlePrefetch.Mark);
    expect(timing.mark).toBeGreaterThanOrEqual(timing.loadEnd);
    for (const prefix of ON_USE) {
      const file = fetches.find(({ file: name }) => name.startsWith(`chunks/${prefix}`));
      expect(file, prefix).toBeDefined();
      expect(timing.starts[`/dist/${file!.file}`], `${prefix} starts after load`).toBeGreaterThanOrEqual(timing.loadEnd);
    }
    expect(fetches.filter(({ file }) => file.includes('install-plyr'))).toEqual([]);
    expect(repeated(fetches)).toEqual([]);
    // The prefetched code is used as it is: opening a modal fetches nothing more.
    const before = fetches.length;
    const claim = profileModal(page, 'claimModal');
    await claim.trigger.click();
    await expect(claim.dialog).toBeVisible();
    expect(fetches.slice(before)).toEqual([]);
  });

  for (const [what, connection] of [
    ['the visitor asked to save data', { saveData: true, effectiveType: '4g' }],
    ['on a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched when ${what}: the code loads on first use`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      const fetches = watchBundle(page);
      await openDemoPage(page, PROFILE);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      for (const prefix of ON_USE) expect(fetches.filter(({ file }) => file.startsWith(`chunks/${prefix}`)), prefix).toEqual([]);
      expect(fetches.filter(({ file }) => file.startsWith('chunks/prefetch-on-use-'))).toEqual([]);
      const claim = profileModal(page, 'claimModal');
      await claim.trigger.click();
      await expect(claim.dialog).toBeVisible();
      expect(fetches.filter(({ file }) => file.startsWith('chunks/ClaimModal-'))).toHaveLength(1);
    });
  }
});

// Save-Data (the suite's default): the code is not there yet when the visitor taps.
test.describe('a tap before the code arrives', () => {
  test('the claim trigger is busy at once, a second tap does nothing more, and the dialog opens once the code arrives', async ({ page }) => {
    const release = await hold(page, /^\/dist\/chunks\/ClaimModal-\w+\.js$/);
    await openDemoPage(page, PROFILE);
    const claim = profileModal(page, 'claimModal');
    await claim.trigger.click();
    await expect(claim.trigger).toHaveAttribute('aria-busy', 'true');
    await claim.trigger.click();
    await expect(claim.dialog).toBeHidden();
    release();
    await expect(claim.dialog).toBeVisible();
    await expect(claim.trigger).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  });

  test('the favorite is busy at once and a double tap sends one request once its code arrives', async ({ page, requests }) => {
    const release = await hold(page, /^\/dist\/chunks\/send-favorite-toggle-\w+\.js$/);
    await openDemoPage(page, PROFILE);
    const favorite = page.locator('[data-widget~="favorite"][data-dancer-id="42"] button');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-busy', 'true');
    await favorite.click({ force: true });
    release();
    await expect(favorite).toHaveAccessibleName('Remove from favorites');
    await page.waitForLoadState('networkidle');
    expect(await requests('favorite')).toHaveLength(1);
  });
});

/** The files the chunk `file` (under dist/) imports statically, transitively, read from its built code. */
async function staticImports(page: Page, baseUrl: string, file: string, found: string[] = []): Promise<string[]> {
  const code = await (await page.request.get(`${baseUrl}/dist/${file}`)).text();
  // Minified static imports: `import"./X.js"` and `…from"./X.js"`; an `import("./X.js")` call is not one.
  for (const [, specifier] of code.matchAll(/(?:\bimport|\bfrom)\s*"(\.\.?\/[^"]+\.js)"/g)) {
    const imported = new URL(specifier!, `http://dist/${file}`).pathname.slice(1);
    if (found.includes(imported)) continue;
    found.push(imported);
    await staticImports(page, baseUrl, imported, found);
  }
  return found;
}

// Save-Data (the suite's default): nothing is prefetched, the tap at mount loads the part.
test.describe('a lazy part, tapped at mount', () => {
  for (const [id, part] of [
    ['claimModal', 'ClaimModal'],
    ['reportModal', 'ReportModal'],
    ['shareModal', 'ShareModal'],
  ] as const) {
    test(`${part} and every file of its static imports the page lacks are requested together, before any of them has answered: one round trip, not a chain`, async ({
      page,
      demo,
    }) => {
      const fetches = watchBundle(page);
      await openDemoPage(page, PROFILE);
      const loaded = new Set(fetches.map(({ file }) => file));
      // Every chunk requested from now on answers 500 ms late: a chain would request the part's imports only after that.
      await page.route(
        (url) => url.pathname.startsWith('/dist/chunks/'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        },
      );
      const before = fetches.length;
      const modal = profileModal(page, id);
      await modal.trigger.click();
      await expect(modal.dialog).toBeVisible();
      const onUse = fetches.slice(before);
      const partFetch = onUse.find(({ file }) => file.startsWith(`chunks/${part}-`));
      expect(partFetch, part).toBeDefined();
      const needed = (await staticImports(page, demo.url, partFetch!.file)).filter((file) => !loaded.has(file));
      expect(needed.length, `${part} imports files the page has not loaded`).toBeGreaterThan(0);
      const firstAnswer = Math.min(...onUse.map(({ answered }) => answered ?? Infinity));
      for (const file of needed) {
        const fetch = onUse.find((item) => item.file === file);
        expect(fetch, `${part}: ${file}`).toBeDefined();
        expect(fetch!.requested, `${part}: ${file} requested before the first file answered`).toBeLessThan(firstAnswer);
      }
      expect(repeated(fetches)).toEqual([]);
    });
  }
});
