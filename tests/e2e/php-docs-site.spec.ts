import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, widgetsSettled } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { cspViolations, watchCspViolations } from './csp-violations.ts';
import { startPhpServer, type PhpServer } from './php-server.ts';

// The site of docs/php-integration.md, built from the page as written: every fenced block whose
// info string names a file (```php file=layout.php) is written to a temporary folder with the
// reference handlers (integrations/php/examples/calls/), Bootstrap's CSS and the test run's build,
// and served by `php -S` with the page's own router. Every widget on it must mount and work.

const projectDir = fileURLToPath(new URL('../../', import.meta.url));
const FENCED_FILE = /^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm;

/** The files docs/php-integration.md spells out, by path. */
function documentedFiles(): Map<string, string> {
  const markdown = readFileSync(join(projectDir, 'docs', 'php-integration.md'), 'utf8');
  return new Map([...markdown.matchAll(FENCED_FILE)].map(([, file, text]) => [file!, text!]));
}

let site: string;
let php: PhpServer;

test.beforeAll(async () => {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: tests/e2e/global-setup.ts builds the bundle and sets it.');
  site = mkdtempSync(join(tmpdir(), 'widgets-php-docs-site-'));
  for (const [file, text] of documentedFiles()) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), text);
  }
  // What the page tells the reader to copy or install next to the templates.
  cpSync(join(projectDir, 'integrations', 'php', 'examples', 'calls'), join(site, 'calls'), { recursive: true });
  mkdirSync(join(site, 'css'));
  cpSync(join(projectDir, 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.min.css'), join(site, 'css', 'bootstrap.min.css'));
  symlinkSync(distDir, join(site, 'dist'), 'dir');
  // Stands in for `composer install` of the path repository the page shows.
  mkdirSync(join(site, 'vendor'));
  writeFileSync(
    join(site, 'vendor', 'autoload.php'),
    `<?php\nrequire_once ${JSON.stringify(join(projectDir, 'integrations', 'php', 'src', 'WidgetsInclude.php'))};\n`,
  );
  php = await startPhpServer(distDir, join(site, 'router.php'));
});

test.afterAll(async () => {
  await php?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
});

/** Expects every widget root of the page mounted. */
async function expectAllMounted(page: Page, count: number): Promise<void> {
  await widgetsSettled(page);
  const roots = page.locator('[data-widget]');
  await expect(roots).toHaveCount(count);
  for (const root of await roots.all()) await expect(root).toHaveAttribute('data-widget-state', 'mounted');
}

test('the page spells out the layout, the listing, the profile and the router', () => {
  expect([...documentedFiles().keys()].sort()).toEqual(['layout.php', 'listing.php', 'photos/1.svg', 'photos/2.svg', 'profile.php', 'router.php']);
});

test('the template checker finds nothing to report in the templates as written', () => {
  const findings = execFileSync(process.execPath, [join(projectDir, 'bin', 'directory-widgets-check.mjs'), '--json', join(site, 'layout.php'), join(site, 'listing.php'), join(site, 'profile.php')], { encoding: 'utf8' });
  expect(JSON.parse(findings)).toEqual([]);
});

test("the listing's three favorites mount, a click is answered by the listing's own address, and the page prints the new state", async ({ page }) => {
  const response = await page.goto(`${php.url}/`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  await expectAllMounted(page, 4);
  await expect(page.locator('link[rel="stylesheet"][href="/css/bootstrap.min.css"]')).toHaveCount(1);

  const cards = page.locator('[data-widget="favorite"]');
  await expect(cards).toHaveCount(3);
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await cards.nth(1).getByRole('button', { name: 'Add to favorites' }).click();
  const request = await posted;
  expect(new URL(request.url()).pathname).toBe('/');
  expect(request.postData()).toBe('follow=1&dancer_id=102');
  await expect(cards.nth(1).getByRole('button')).toHaveAccessibleName('Remove from favorites');

  await page.reload();
  await expectAllMounted(page, 4);
  await expect(cards.nth(1)).toHaveAttribute('data-favorite', '1');
  await expect(cards.nth(1).getByRole('button')).toHaveAccessibleName('Remove from favorites');
  await expect(cards.nth(0).getByRole('button')).toHaveAccessibleName('Add to favorites');

  await page.getByRole('combobox', { name: 'Search profiles' }).pressSequentially('Ann');
  await expect(page.getByRole('option', { name: /Anna/ }).first()).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test.describe('the profile', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${php.url}/profile`);
    await expectAllMounted(page, 9);
  });

  test.afterEach(async ({ page }) => {
    expect(await cspViolations(page)).toEqual([]);
  });

  test('every widget mounts; the favorite posts to the profile and the gallery opens at its first picture', async ({ page }) => {
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.locator('[data-widget="favorite"] button')).toHaveAccessibleName('Remove from favorites');
    await page.getByRole('button', { name: 'View gallery' }).click();
    await expect(page.locator('#glightbox-body')).toBeVisible();
  });

  test('the claim modal opens from its trigger and the reference handler accepts a valid claim', async ({ page }) => {
    await page.getByRole('button', { name: 'Claim this profile' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim this profile' });
    await expect(claim).toBeVisible();
    await claim.getByLabel('Your name').fill('Anna Owner');
    await claim.getByLabel('Your e-mail address').fill('anna@example.com');
    await claim.getByLabel('Your phone').fill('+49 30 1234567');
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(page.locator('.notyf__message', { hasText: 'Thank you! We will contact you shortly to confirm the claim.' })).toBeVisible();
    await expect(claim).toBeHidden();
  });

  test("the share modal shows the reference handler's short link", async ({ page }) => {
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.locator('dialog#shareModal');
    await expect(share).toBeVisible();
    await expect(share.locator('input[readonly]').first()).toHaveValue(new RegExp(`^${php.url}/s/[0-9a-f]{6}$`));
  });

  test('the report modal posts to endpoints.phoneReports and shows the answer', async ({ page }) => {
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const report = page.locator('dialog#reportModal');
    await expect(report).toBeVisible();
    await report.getByRole('radio').first().check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.locator('.notyf__message', { hasText: 'Thank you, your report has been sent.' })).toBeVisible();
  });

  test('the review modal shows the review getReview answers, and the reply modal opens', async ({ page }) => {
    await page.getByRole('button', { name: 'Read the whole review' }).click();
    const review = page.locator('dialog#reviewModal');
    await expect(review.getByText('Friendly, on time and a wonderful dancer.')).toBeVisible();
    await review.getByRole('button', { name: 'Close' }).click();
    await expect(review).toBeHidden();
    await page.getByRole('button', { name: 'Reply' }).click();
    await expect(page.getByRole('dialog', { name: /reply/i })).toBeVisible();
  });
});
