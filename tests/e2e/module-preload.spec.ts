import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './fixtures.ts';

// Asked with `?preload-hints=1`, the demo server prints what a site's template prints with the PHP
// helper's opt-in WidgetsInclude::modulePreloadTags(): one <link rel="modulepreload"> per file of the
// first chunks of the widgets on the page (demo-pages/server/preload/), so those chunks download
// with widgets.js instead of after it. Without it, a page carries the contract's one tag only.

/** dist/manifest.json's parts the hints come from (scripts/dist-manifest.mjs). */
interface PreloadManifest {
  readonly files: Readonly<Record<string, { readonly integrity: string }>>;
  readonly widgets: Readonly<Record<string, readonly string[]>>;
}

const PRELOAD_LINK = /<link rel="modulepreload" href="\/dist\/([^"]+)" integrity="([^"]+)" fetchpriority="low">/g;

/** The files of dist/ the page requests from now on, in order, repeats kept. */
function bundleRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) files.push(pathname.slice('/dist/'.length));
  });
  return files;
}

/** Opens `path`, waits until every root has mounted and the network is quiet; returns the page's HTML and what it downloaded. */
async function loadBeforeInteraction(page: Page, path: string): Promise<{ html: string; files: string[] }> {
  const files = bundleRequests(page);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await widgetsSettled(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-widget-state="error"]')).toHaveCount(0);
  return { html, files };
}

const WITH_HINTS = '?preload-hints=1';

for (const path of ['/profile.html', '/dancers.html', '/add-profile.html']) {
  test(`${path} carries no hint as served, and asked with ${WITH_HINTS} carries, in its head, a modulepreload link with the manifest's integrity for each file of its widgets' first chunks, and mounts with no console error`, async ({
    page,
    demo,
  }) => {
    const manifest = (await (await page.request.get(`${demo.url}/dist/manifest.json`)).json()) as PreloadManifest;
    const served = await (await page.request.get(`${demo.url}${path}`)).text();
    expect(served).toContain('<script type="module" src="/dist/widgets.js"></script>');
    expect(served).not.toContain('modulepreload');
    const { html, files } = await loadBeforeInteraction(page, path + WITH_HINTS);
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(PRELOAD_LINK)].map(([, file, integrity]) => ({ file: file!, integrity: integrity! }));
    expect([...html.matchAll(PRELOAD_LINK)]).toHaveLength(links.length);

    const names = await page.evaluate(() => [...document.querySelectorAll('[data-widget]')].flatMap((root) => root.getAttribute('data-widget')!.split(/\s+/)));
    const expected = [...new Set(names.filter((name) => name in manifest.widgets).flatMap((name) => manifest.widgets[name]!))];
    expect(expected.length).toBeGreaterThan(0);
    expect(links.map(({ file }) => file).sort()).toEqual([...expected].sort());
    for (const { file, integrity } of links) expect(integrity, file).toBe(manifest.files[file]!.integrity);

    // Each preloaded file is fetched once (the import reuses the preload) and before interaction anyway.
    for (const { file } of links) expect(files.filter((requested) => requested === file), file).toHaveLength(1);
  });
}

test("the hints ask for low priority, so the page's stylesheets are never in competition with them: Chromium fetches every hinted chunk at Low", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!priorities.has(pathname)) priorities.set(pathname, request.initialPriority);
  });
  await cdp.send('Network.enable');
  const { html } = await loadBeforeInteraction(page, `/profile.html${WITH_HINTS}`);
  const hinted = [...html.matchAll(PRELOAD_LINK)].map(([, file]) => `/dist/${file!}`);
  expect(hinted.length).toBeGreaterThan(0);
  for (const file of hinted) expect(priorities.get(file), file).toBe('Low');
  expect(priorities.get('/site.css')).toBe('VeryHigh');
});

test('the hints change no download: a page fetches the same files before interaction with them as without them', async ({ page, demo }) => {
  const withHints = await loadBeforeInteraction(page, `/profile.html${WITH_HINTS}`);
  const context = await page.context().browser()!.newContext({ baseURL: demo.url });
  const withoutHints = await loadBeforeInteraction(await context.newPage(), '/profile.html');
  await context.close();
  expect(withHints.html).toContain('modulepreload');
  expect(withoutHints.html).not.toContain('modulepreload');
  expect([...new Set(withHints.files)].sort()).toEqual([...new Set(withoutHints.files)].sort());
});

test("code that loads on use is never preloaded: the favorite's call code downloads on the first click", async ({ page }) => {
  const { html, files } = await loadBeforeInteraction(page, `/profile.html${WITH_HINTS}`);
  const preloaded = new Set([...html.matchAll(PRELOAD_LINK)].map(([, file]) => file!));
  const before = files.length;
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.locator('[data-widget~="favorite"][data-dancer-id="42"]').getByRole('button').click();
  await answered;
  await page.waitForLoadState('networkidle');
  const onUse = files.slice(before);
  expect(onUse.some((file) => file.startsWith('chunks/send-favorite-toggle-'))).toBe(true);
  for (const file of onUse) expect(preloaded.has(file), `${file} loads on use but is preloaded`).toBe(false);
});
