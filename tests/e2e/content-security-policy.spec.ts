import { expect, openDemoPage, servePage, test, testPage } from './fixtures.ts';

/** The policy every page of the demo site is sent with (issue 11): the demo's ad frames are on its own origin. */
const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; frame-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/** One page of each kind the demo server answers: static, listing, profile, add-profile, video verification, 404. */
const PAGES = ['/', '/lab.html', '/dancers.html', '/profile.html', '/add-profile.html', '/videoverify/', '/no-such-page.html'] as const;

test.describe('the strict Content-Security-Policy', () => {
  for (const path of PAGES) {
    test(`${path} is answered with exactly the strict policy`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy']).toBe(STRICT_POLICY);
    });
  }

  test('an inline style attribute and an injected <style> are refused, and the guard records each with its directive', async ({
    page,
    cspViolations,
    expectCspViolation,
  }) => {
    // Provoked on purpose: the guard would fail this test without these declarations.
    expectCspViolation('style-src-attr inline');
    expectCspViolation('style-src-elem inline');
    await openDemoPage(page, '/profile.html');

    const applied = await page.evaluate(async () => {
      const probe = document.createElement('p');
      document.body.append(probe);
      probe.setAttribute('style', 'color: rgb(1, 2, 3)');
      const style = document.createElement('style');
      style.textContent = 'p.csp-probe { background-color: rgb(4, 5, 6) }';
      probe.className = 'csp-probe';
      document.head.append(style);
      // The violation events are queued as tasks: let them fire before reading the result.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const computed = getComputedStyle(probe);
      return { color: computed.color, background: computed.backgroundColor };
    });

    expect(applied).toEqual({ color: 'rgb(33, 37, 41)', background: 'rgba(0, 0, 0, 0)' });
    await expect.poll(() => cspViolations.map(({ directive, blockedURI }) => `${directive} ${blockedURI}`).sort()).toEqual([
      'style-src-attr inline',
      'style-src-elem inline',
    ]);
    expect(cspViolations.every(({ documentURI }) => documentURI.endsWith('/profile.html'))).toBe(true);
  });

  test('an inline script in a page is refused and the guard records it', async ({ page, cspViolations, expectCspViolation }) => {
    expectCspViolation('script-src-elem inline');
    await servePage(page, '/__e2e/inline-script.html', testPage('<p>Inline</p><script>window.__inlineRan = true;</script>'));
    await openDemoPage(page, '/__e2e/inline-script.html');

    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false)).toBe(false);
    await expect.poll(() => cspViolations.map(({ directive }) => directive)).toEqual(['script-src-elem']);
  });

  test('a constructed stylesheet (adoptedStyleSheets with replaceSync) applies under the policy without a violation', async ({
    page,
    cspViolations,
  }) => {
    // The widgets style themselves this way (shared/styles/adopt-style-sheet.ts): CSSOM, which style-src does not govern.
    await openDemoPage(page, '/profile.html');
    const color = await page.evaluate(async () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('p.csp-adopted { color: rgb(7, 8, 9) }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const probe = document.createElement('p');
      probe.className = 'csp-adopted';
      document.body.append(probe);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return getComputedStyle(probe).color;
    });
    expect(color).toBe('rgb(7, 8, 9)');
    expect(cspViolations).toEqual([]);
  });
});
