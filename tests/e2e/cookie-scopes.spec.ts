import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { ageCheckMessages } from '../../shared/messages/catalogue/age-check-messages.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-setup.mjs';
import { expect, test, widgetsSettled } from './fixtures.ts';

// Issue 17, item 4: a cookie with a host-only copy and a parent-domain copy is sent twice, the older
// first, and the site's PHP ($_COOKIE, the demo server likewise) keeps the first. A parent domain
// needs host names: Chromium resolves these to the demo server, so the pages, the bundle and every
// Cookie header go through the browser's real network stack.
const PARENT_DOMAIN = 'example.test';
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${PARENT_DOMAIN} 127.0.0.1, MAP *.${PARENT_DOMAIN} 127.0.0.1`],
  },
});

/** The demo site at `www.example.test` (the demo server's port). */
function siteOrigin(demoUrl: string): string {
  return `http://www.${PARENT_DOMAIN}:${new URL(demoUrl).port}`;
}

/**
 * Makes every page of the test read `cookieDomain: ".example.test"` from its `#widgets-config`
 * block, as a site configured for its parent domain would print it. The block is rewritten as the
 * parser inserts it, before the bundle (a module script) runs; the document itself still comes
 * from the server, so that its address space and cookies are the real ones.
 */
async function configureCookieDomain(page: Page): Promise<void> {
  await page.addInitScript((domain: string) => {
    const observer = new MutationObserver(() => {
      const block = document.getElementById('widgets-config');
      if (!block?.textContent?.includes('"cookieDomain": ""')) return;
      block.textContent = block.textContent.replace('"cookieDomain": ""', `"cookieDomain": "${domain}"`);
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  }, `.${PARENT_DOMAIN}`);
}

/** Every copy of the cookie `name` in the context, in no particular order. */
async function copiesOf(context: BrowserContext, name: string): Promise<Cookie[]> {
  return (await context.cookies()).filter((cookie) => cookie.name === name);
}

/** The copies of `name` as the page's scripts see them, in the order the browser sends them. */
function scriptCopies(page: Page, name: string): Promise<string[]> {
  return page.evaluate((cookie) => document.cookie.split('; ').filter((pair) => pair.startsWith(`${cookie}=`)), name);
}

const body = (page: Page) => page.locator('body');
const control = (page: Page, name: string) => page.locator(`[data-widget~="switch"][data-switch="${name}"]`);
const gate = (page: Page) => page.getByRole('dialog', { name: ageCheckMessages.ageCheckTitle });

test.describe('with cookieDomain ".example.test" on www.example.test', () => {
  test.beforeEach(async ({ page }) => {
    await configureCookieDomain(page);
  });

  test('safe browsing switched off over a host-only safe_browsing=1 stays off after a reload, for the browser and the server', async ({ page, demo }) => {
    const origin = siteOrigin(demo.url);
    // Written while the site's cookieDomain was empty.
    await page.context().addCookies([
      { name: 'agecheck', value: '1', domain: `.${PARENT_DOMAIN}`, path: '/' },
      { name: 'safe_browsing', value: '1', url: `${origin}/` },
    ]);
    await page.goto(`${origin}/home.html`);
    await widgetsSettled(page);
    await expect(body(page)).toHaveClass(/\bsafe-browsing\b/);

    await control(page, 'safe-browsing').click();
    await expect(control(page, 'safe-browsing')).toHaveAttribute('aria-pressed', 'false');
    expect(await scriptCopies(page, 'safe_browsing')).toEqual(['safe_browsing=0']);
    const copies = await copiesOf(page.context(), 'safe_browsing');
    expect(copies.map(({ domain, value }) => ({ domain, value }))).toEqual([{ domain: `.${PARENT_DOMAIN}`, value: '0' }]);

    await page.reload();
    await widgetsSettled(page);
    // The server rendered the page from the one Cookie header the browser sent.
    await expect(body(page)).not.toHaveClass(/\bsafe-browsing\b/);
    await expect(control(page, 'safe-browsing')).toHaveAttribute('aria-pressed', 'false');
  });

  test('dark mode switched off over a parent-domain dark_mode=1 stays off after a reload (the host cookie replaces it)', async ({ page, demo }) => {
    const origin = siteOrigin(demo.url);
    // A copy on the parent domain, written before the host cookie (a legacy script of a sibling site).
    await page.context().addCookies([
      { name: 'agecheck', value: '1', domain: `.${PARENT_DOMAIN}`, path: '/' },
      { name: 'dark_mode', value: '1', domain: `.${PARENT_DOMAIN}`, path: '/' },
    ]);
    await page.goto(`${origin}/home.html`);
    await widgetsSettled(page);
    await expect(body(page)).toHaveClass(/\bdark-mode\b/);

    await control(page, 'dark-mode').click();
    await expect(body(page)).not.toHaveClass(/\bdark-mode\b/);
    expect(await scriptCopies(page, 'dark_mode')).toEqual(['dark_mode=0']);
    const copies = await copiesOf(page.context(), 'dark_mode');
    expect(copies.map(({ domain, value }) => ({ domain, value }))).toEqual([{ domain: `www.${PARENT_DOMAIN}`, value: '0' }]);

    await page.reload();
    await widgetsSettled(page);
    await expect(body(page)).not.toHaveClass(/\bdark-mode\b/);
    await expect(control(page, 'dark-mode')).toHaveAttribute('aria-pressed', 'false');
  });

  test('the 18+ gate confirmed over a host-only agecheck the catalogue refuses stays away on the next page', async ({ page, demo }) => {
    const origin = siteOrigin(demo.url);
    // A value an older script wrote on the host: not a token, so the gate asks.
    await page.context().addCookies([{ name: 'agecheck', value: 'yes%20please', url: `${origin}/` }]);
    await page.goto(`${origin}/dancers.html`);
    await widgetsSettled(page);
    const confirmed = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          document.addEventListener('widgets:age-check:confirm', (event) => resolve((event as CustomEvent).detail), { once: true });
        }),
    );
    await gate(page).getByRole('button', { name: ageCheckMessages.ageCheckConfirm }).click();
    await expect(gate(page)).toBeHidden();
    expect(await confirmed).toEqual({ stored: true });
    expect(await scriptCopies(page, 'agecheck')).toEqual(['agecheck=1']);
    const copies = await copiesOf(page.context(), 'agecheck');
    expect(copies.map(({ domain, value }) => ({ domain, value }))).toEqual([{ domain: `.${PARENT_DOMAIN}`, value: '1' }]);
    // Shared by the parent domain's other sites.
    expect((await page.context().cookies(`http://${PARENT_DOMAIN}/`)).map(({ name }) => name)).toContain('agecheck');

    await page.goto(`${origin}/home.html`);
    await widgetsSettled(page);
    expect(await page.locator('dialog#ageCheckModal').evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
  });
});
