import { expect, test, widgetsSettled } from './fixtures.ts';
import { cspViolations, watchCspViolations } from './csp-violations.ts';
import { startPhpServer, type PhpServer } from './php-server.ts';

// A real PHP template (tests/e2e/php/profile.php) printing the bundle's tags with
// integrations/php/WidgetsInclude.php, served by PHP's built-in server with its own strict CSP.

let php: PhpServer;

test.beforeAll(async () => {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: tests/e2e/global-setup.ts builds the bundle and sets it.');
  php = await startPhpServer(distDir);
});

test.afterAll(async () => {
  await php?.close();
});

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
});

test('a PHP template including the bundle through WidgetsInclude mounts its widgets under a strict CSP with no console error', async ({ page }) => {
  const response = await page.goto(`${php.url}/profile`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(policy).not.toContain('unsafe-inline');
  await widgetsSettled(page);

  await expect(page.locator('[data-widget="favorite"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('[data-widget="dialog-switch"]')).toHaveAttribute('data-widget-state', 'mounted');

  // The favorite's React part and its call code are lazy chunks with static imports of shared chunks:
  // every one of them passes the import map's integrity check, and the call reaches the PHP page.
  const button = page.getByRole('button', { name: 'Add to favorites' });
  const posted = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await button.click();
  expect((await posted).status()).toBe(200);
  await expect(page.locator('[data-widget="favorite"] button')).toHaveAccessibleName('Remove from favorites');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test('the import map pins widgets.js and every chunk to its integrity in dist/manifest.json', async ({ page }) => {
  const manifest = (await (await fetch(`${php.url}/dist/manifest.json`)).json()) as {
    files: Record<string, { integrity: string }>;
  };
  await page.goto(`${php.url}/profile`);
  const importMap = JSON.parse(await page.locator('script[type="importmap"]').textContent() ?? '{}') as { integrity: Record<string, string> };
  const modules = Object.entries(manifest.files).filter(([file]) => file.endsWith('.js'));
  expect(modules.length).toBeGreaterThan(20);
  expect(importMap.integrity).toEqual(Object.fromEntries(modules.map(([file, { integrity }]) => [`/dist/${file}`, integrity])));
  await expect(page.locator('script[type="module"]')).toHaveAttribute('integrity', manifest.files['widgets.js']!.integrity);
  await widgetsSettled(page);
});

test("the template's modulepreload hints name its widgets' first chunks with the manifest's integrity, after the import map, and nothing that loads on use", async ({ page }) => {
  const manifest = (await (await fetch(`${php.url}/dist/manifest.json`)).json()) as {
    files: Record<string, { integrity: string }>;
    widgets: Record<string, string[]>;
  };
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const html = (await (await page.goto(`${php.url}/profile`))?.text()) ?? '';
  const links = [...html.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)" integrity="([^"]+)" fetchpriority="low">/g)].map(([, file, integrity]) => [file!, integrity!]);
  const expected = [...new Set([...manifest.widgets['favorite']!, ...manifest.widgets['dialog-switch']!])];
  expect(links).toEqual(expected.map((file) => [file, manifest.files[file]!.integrity]));
  expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('type="importmap"'));
  await widgetsSettled(page);
  await expect(page.locator('[data-widget="favorite"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('[data-widget="dialog-switch"]')).toHaveAttribute('data-widget-state', 'mounted');
  // Each hinted file downloads once: the runtime's import reuses what the hint fetched.
  for (const [file] of links) expect(fetched.filter((path) => path === `/dist/${file}`), file).toHaveLength(1);
  expect(links.some(([file]) => /mount-favorite-button|send-favorite-toggle/.test(file!))).toBe(false);
  expect(await cspViolations(page)).toEqual([]);
});

test('a config value holding </script> stays text: the favorite shows it verbatim and no script of it runs', async ({ page }) => {
  const label = 'Save </script><script>window.configEscaped = false</script><!-- \' " &amp;';
  const response = await page.goto(`${php.url}/profile?label=${encodeURIComponent(label)}`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('<script>window.configEscaped');
  expect(html).toContain('\\u003C/script\\u003E');
  await widgetsSettled(page);

  await expect(page.locator('[data-widget="favorite"] button')).toHaveAccessibleName(label);
  expect(await page.evaluate(() => 'configEscaped' in window)).toBe(false);
  expect(await page.locator('script').count()).toBe(3);
  expect(await cspViolations(page)).toEqual([]);
});

test('a translation that is not UTF-8, empty settings and a misspelt preload name leave the page working', async ({ page }) => {
  // `Caf%E9` is "Café" in Latin-1: PHP passes the byte 0xE9 on as it came, and it reaches json_encode.
  const response = await page.goto(`${php.url}/profile?label=Caf%E9&preload=favourite,dialog-switch`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('Warning');
  expect(html).toContain('"endpoints":{}');
  const hinted = [...html.matchAll(/<link rel="modulepreload" href="\/dist\/chunks\/([a-z-]+)-/g)].map(([, name]) => name);
  expect(hinted).toContain('dialog-switch');
  expect(hinted).not.toContain('favorite');
  await widgetsSettled(page);

  await expect(page.locator('[data-widget="favorite"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('[data-widget="favorite"] button')).toHaveAccessibleName('Caf\uFFFD');
  await expect(page.locator('[data-widget="dialog-switch"]')).toHaveAttribute('data-widget-state', 'mounted');
  expect(await cspViolations(page)).toEqual([]);
});

test('a layout and a partial that both print the tags give the page each tag once: no second import map warning, every widget mounted once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const response = await page.goto(`${php.url}/profile?twice=1`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('Warning');
  expect(html.match(/<script type="importmap"/g)).toHaveLength(1);
  expect(html.match(/id="widgets-config"/g)).toHaveLength(1);
  expect(html.match(/<script type="module"/g)).toHaveLength(1);
  const hinted = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);
  expect(hinted.length).toBeGreaterThan(0);
  expect(new Set(hinted).size).toBe(hinted.length);
  await widgetsSettled(page);

  await expect(page.locator('[data-widget="favorite"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('[data-widget="dialog-switch"]')).toHaveAttribute('data-widget-state', 'mounted');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
  expect(warnings.filter((text) => /import map/i.test(text))).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});
