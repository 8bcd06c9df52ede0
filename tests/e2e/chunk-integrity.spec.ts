import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './fixtures.ts';
import { cspViolations, watchCspViolations } from './csp-violations.ts';
import { integrityPage, type DistManifest } from './integrity-page.ts';
import { toasts } from './modal-form-helpers.ts';
import { runtimeMessages } from '../../shared/messages/catalogue/runtime-messages.ts';

// A page pinning every module of the build to its integrity (an import map, as the PHP include
// prints it) and one chunk served with other bytes: the browser must refuse that chunk, and only it.

const PAGE_PATH = '/e2e/integrity-profile.html';
const PART_LOAD_FAILED = 'This part of the page could not be loaded. Check your connection and try again.';
const BLOCKED = /Failed to find a valid digest in the 'integrity' attribute/;

const body = `<div data-widget="favorite" data-dancer-id="42" data-favorite="0">
  <button type="button" class="btn favorite-button btn-primary" disabled><span>Add to favorites</span></button>
</div>
<div data-widget="dialog-switch">
  <section data-dialog-index="0" aria-labelledby="step-0"><h2 id="step-0">Step 1 of 2</h2><button type="button" data-dialog-show="1">Next</button></section>
  <section data-dialog-index="1" aria-labelledby="step-1" hidden><h2 id="step-1">Step 2 of 2</h2><button type="button" data-dialog-show="0">Back</button></section>
</div>`;

/** The build's manifest as the demo server serves it. */
async function fetchManifest(origin: string): Promise<DistManifest> {
  return (await (await fetch(`${origin}/dist/manifest.json`)).json()) as DistManifest;
}

/** The one chunk of the manifest whose name starts with `prefix`. */
function chunkNamed(manifest: DistManifest, prefix: string): string {
  const [file, ...others] = Object.keys(manifest.files).filter((name) => name.startsWith(`chunks/${prefix}-`) && name.endsWith('.js'));
  if (!file || others.length > 0) throw new Error(`expected one chunk named ${prefix}-…, found ${[file, ...others].join(', ')}`);
  return file;
}

/** The chunks a chunk imports statically (`import … from "./chunk-X.js"`), as paths of the manifest. */
async function staticImportsOf(origin: string, file: string): Promise<Set<string>> {
  const text = await (await fetch(`${origin}/dist/${file}`)).text();
  return new Set([...text.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)].map(([, name]) => `chunks/${name}`));
}

/** Serves the integrity page with its CSP at PAGE_PATH, and `file` of dist/ with one byte more than the build wrote. */
async function openWithAlteredChunk(page: Page, origin: string, manifest: DistManifest, file: string | null): Promise<void> {
  const { html, policy } = integrityPage(manifest, body);
  // Only the page itself: the favorite's call posts to the page, and the demo backend answers it.
  await page.route(`${origin}${PAGE_PATH}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy }, body: html })
      : route.fallback(),
  );
  if (file) {
    await page.route(`${origin}/dist/${file}`, async (route) => {
      const response = await route.fetch();
      // Still valid JavaScript, and a harmless one: what counts is that it is not the build's.
      await route.fulfill({ response, body: `${await response.text()}\n;window.alteredChunkRan = true;\n` });
    });
  }
  await watchCspViolations(page);
  await page.goto(PAGE_PATH);
}

/** The dialog-switch widget shares no chunk with the favorite's call code: it keeps working. */
async function expectDialogSwitchWorks(page: Page): Promise<void> {
  await expect(page.locator('[data-widget="dialog-switch"]')).toHaveAttribute('data-widget-state', 'mounted');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
}

test('with every chunk as built, the integrity-pinned page mounts and the favorite loads its lazy parts and works', async ({ page, demo }) => {
  const manifest = await fetchManifest(demo.url);
  await openWithAlteredChunk(page, demo.url, manifest, null);
  await widgetsSettled(page);
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.locator('[data-widget="favorite"] button')).toHaveAccessibleName('Remove from favorites');
  await expectDialogSwitchWorks(page);
  expect(await cspViolations(page)).toEqual([]);
});

test('a lazily imported chunk whose bytes differ from the manifest is refused: the favorite says its part could not be loaded, the rest of the page works', async ({
  page,
  demo,
  expectConsoleError,
  requests,
}) => {
  const manifest = await fetchManifest(demo.url);
  const altered = chunkNamed(manifest, 'send-favorite-toggle');
  expectConsoleError(BLOCKED);
  await openWithAlteredChunk(page, demo.url, manifest, altered);
  await widgetsSettled(page);

  const button = page.getByRole('button', { name: 'Add to favorites' });
  await button.click();
  await expect(toasts(page)).toHaveText([PART_LOAD_FAILED]);
  expect(await page.evaluate(() => 'alteredChunkRan' in window)).toBe(false);
  await expect(button).toBeEnabled();
  expect(await requests('favorite')).toEqual([]);
  await expectDialogSwitchWorks(page);
  expect(await cspViolations(page)).toEqual([]);
});

test('the favorite\'s first chunk refused: its root says it could not be loaded beside the disabled button, which that text describes; the rest works', async ({
  page,
  demo,
  expectConsoleError,
}) => {
  const manifest = await fetchManifest(demo.url);
  expectConsoleError(BLOCKED);
  expectConsoleError('[widgets] "favorite" failed while loading');
  await openWithAlteredChunk(page, demo.url, manifest, chunkNamed(manifest, 'favorite'));
  await widgetsSettled(page);

  const root = page.locator('[data-widget="favorite"]');
  await expect(root).toHaveAttribute('data-widget-state', 'error');
  await expect(root.getByText(runtimeMessages.rootFailed, { exact: true })).toBeVisible();
  const button = root.getByRole('button', { name: 'Add to favorites' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(runtimeMessages.rootFailed);
  expect(await page.evaluate(() => 'alteredChunkRan' in window)).toBe(false);
  await expectDialogSwitchWorks(page);
  expect(await cspViolations(page)).toEqual([]);
});

test('a chunk reached only through a static import of another chunk is refused as well', async ({ page, demo, expectConsoleError, requests }) => {
  const manifest = await fetchManifest(demo.url);
  // The HTTP code under the favorite's call: imported statically by its lazy call chunk, not by its
  // first chunk (issue 18: the React kit is now a static import of every widget's first chunk).
  const callPart = await staticImportsOf(demo.url, chunkNamed(manifest, 'send-favorite-toggle'));
  const firstChunks = [await staticImportsOf(demo.url, chunkNamed(manifest, 'favorite')), await staticImportsOf(demo.url, chunkNamed(manifest, 'dialog-switch'))];
  const onlyStatic = [...callPart].filter((file) => !firstChunks.some((imports) => imports.has(file)));
  expect(onlyStatic.length).toBeGreaterThan(0);
  expectConsoleError(BLOCKED);
  await openWithAlteredChunk(page, demo.url, manifest, onlyStatic[0]!);
  await widgetsSettled(page);

  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(toasts(page)).toHaveText([PART_LOAD_FAILED]);
  expect(await page.evaluate(() => 'alteredChunkRan' in window)).toBe(false);
  expect(await requests('favorite')).toEqual([]);
  await expectDialogSwitchWorks(page);
});

test('widgets.js whose bytes differ from the manifest is refused: no widget mounts and the server markup stays', async ({ page, demo, expectConsoleError }) => {
  const manifest = await fetchManifest(demo.url);
  expectConsoleError(BLOCKED);
  await openWithAlteredChunk(page, demo.url, manifest, manifest.entry);
  await page.waitForLoadState('load');

  expect(await page.evaluate(() => ['alteredChunkRan', 'directoryWidgets'].filter((name) => name in window))).toEqual([]);
  await expect(page.locator('[data-widget="favorite"] button')).toBeDisabled();
  await expect(page.locator('[data-widget-state]')).toHaveCount(0);
});
