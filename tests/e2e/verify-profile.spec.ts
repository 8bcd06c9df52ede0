import type { Frame, Page } from '@playwright/test';
import { verifyMessages } from '../../shared/messages/catalogue/verify-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test } from './fixtures.ts';

const FRAME_PATH = '/videoverify/?iframeFrom=add-profile';
const REPORTS = {
  uploaded: verifyMessages.verifyVideoUploaded,
  failed: verifyMessages.verifyVideoFailed,
  cancelled: verifyMessages.verifyVideoCancelled,
} as const;

/** The verify-profile handles of an add-profile page. */
function verifySection(page: Page) {
  const root = page.locator('[data-widget~="verify-profile"]');
  const panel = page.locator('#verifyStep-video');
  return {
    root,
    intro: page.locator('#verifyProfileIntro'),
    stepButton: page.locator('button[data-verify-step="video"]'),
    panel,
    heading: panel.getByRole('heading', { name: 'Video verification' }),
    frame: panel.locator('iframe[title="Video verification"]'),
    status: panel.getByRole('status'),
    back: panel.getByRole('button', { name: 'Back to the verification choices' }),
  };
}

type VerifySection = ReturnType<typeof verifySection>;

async function openSection(page: Page, path = '/add-profile.html'): Promise<VerifySection> {
  await openDemoPage(page, path);
  const section = verifySection(page);
  await expect(section.root).toHaveAttribute('data-widget-state', 'mounted');
  return section;
}

/** Chooses the video step and returns the verification frame once its page has loaded. */
async function chooseVideo(page: Page, section: VerifySection): Promise<Frame> {
  const loaded = page.waitForResponse((response) => response.url().endsWith(FRAME_PATH));
  await section.stepButton.click();
  await loaded;
  const handle = await section.frame.elementHandle();
  const frame = await handle!.contentFrame();
  await frame!.waitForLoadState();
  return frame!;
}

/** Collects the widget's `report` events on the page. */
async function recordReports(page: Page): Promise<void> {
  await page.evaluate(() => {
    const reports: unknown[] = [];
    (window as unknown as { verifyReports: unknown[] }).verifyReports = reports;
    document.addEventListener('widgets:verify-profile:report', (event) => reports.push((event as CustomEvent).detail));
  });
}

function reports(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { verifyReports: unknown[] }).verifyReports);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await findSeriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

for (const path of ['/add-profile.html', '/add-profile-agency.html']) {
  test(`on ${path} the intro shows, the video step is hidden and its frame not loaded; axe finds nothing serious`, async ({ page }) => {
    const section = await openSection(page, path);
    await expect(section.intro).toBeVisible();
    await expect(section.panel).toBeHidden();
    await expect(section.frame).not.toHaveAttribute('src');
    await expectNoSeriousViolations(page);
  });
}

test('choosing the video step hides the intro, shows the step with its frame and moves the focus to its heading; axe finds nothing serious', async ({
  page,
}) => {
  const section = await openSection(page);
  await chooseVideo(page, section);
  await expect(section.intro).toBeHidden();
  await expect(section.panel).toBeVisible();
  // The address safeUrl judged, as the browser reads it.
  await expect(section.frame).toHaveAttribute('src', new URL(FRAME_PATH, page.url()).href);
  await expect(section.heading).toBeFocused();
  await expectNoSeriousViolations(page);
});

test('"Back" shows the intro again, hides the step and gives the focus back to the step button', async ({ page }) => {
  const section = await openSection(page);
  await chooseVideo(page, section);
  await section.back.click();
  await expect(section.intro).toBeVisible();
  await expect(section.panel).toBeHidden();
  await expect(section.stepButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(section.heading).toBeFocused();
  await expect(section.panel).toBeVisible();
});

for (const [status, message] of Object.entries(REPORTS)) {
  test(`the frame's report "${status}" shows "${message}"; axe finds nothing serious`, async ({ page }) => {
    const section = await openSection(page);
    const frame = await chooseVideo(page, section);
    await recordReports(page);
    await frame.evaluate((reported) => parent.postMessage({ type: 'videoverify', status: reported }, location.origin), status);
    await expect(section.status).toHaveText(message);
    expect(await reports(page)).toEqual([{ step: 'video', status }]);
    await expectNoSeriousViolations(page);
  });
}

test('a later report replaces the earlier one', async ({ page }) => {
  const section = await openSection(page);
  const frame = await chooseVideo(page, section);
  await frame.evaluate(() => parent.postMessage({ type: 'videoverify', status: 'failed' }, location.origin));
  await expect(section.status).toHaveText(REPORTS.failed);
  await frame.evaluate(() => parent.postMessage({ type: 'videoverify', status: 'uploaded' }, location.origin));
  await expect(section.status).toHaveText(REPORTS.uploaded);
});

test('messages from another origin, from the page itself, from another frame, or of another shape are ignored', async ({ page, demo }) => {
  // The other origin stands for another site's page. The strict policy would refuse to frame it
  // (frame-src 'self') and it would refuse to be framed (frame-ancestors 'self'): this test is about
  // the messages, not the framing, so both policies name the other side for it alone.
  const foreignOrigin = demo.url.replace('127.0.0.1', 'localhost');
  await page.route(
    (url) => url.origin === demo.url || url.origin === foreignOrigin,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'];
      if (!policy) return route.fulfill({ response });
      const widened = new URL(route.request().url()).origin === foreignOrigin
        ? policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${demo.url}`)
        : policy.replace("frame-src 'self'", `frame-src 'self' ${foreignOrigin}`);
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': widened } });
    },
  );
  const section = await openSection(page);
  await chooseVideo(page, section);
  await recordReports(page);

  // The same frame element, loaded from the other host name: another origin.
  const foreignUrl = `${foreignOrigin}${FRAME_PATH}`;
  await section.frame.evaluate((frame: HTMLIFrameElement, url) => {
    frame.src = url;
  }, foreignUrl);
  await expect.poll(() => page.frames().some((frame) => frame.url() === foreignUrl)).toBe(true);
  const foreign = page.frames().find((frame) => frame.url() === foreignUrl)!;
  await foreign.waitForLoadState();
  await foreign.evaluate(() => parent.postMessage({ type: 'videoverify', status: 'uploaded' }, '*'));

  await page.evaluate(() => {
    window.postMessage({ type: 'videoverify', status: 'uploaded' }, location.origin);
    const other = document.createElement('iframe');
    other.title = 'Another frame';
    other.srcdoc = '<p>Another frame</p>';
    other.addEventListener('load', () =>
      other.contentWindow!.parent.postMessage({ type: 'videoverify', status: 'uploaded' }, location.origin),
    );
    document.body.append(other);
  });
  await expect.poll(() => page.locator('iframe[title="Another frame"]').count()).toBe(1);

  // Back on the site's own page: now only the wrong shapes are left to ignore.
  const loaded = page.waitForResponse((response) => response.url().endsWith(FRAME_PATH) && response.url().startsWith(demo.url));
  await section.frame.evaluate((frame: HTMLIFrameElement, path) => {
    frame.src = path;
  }, FRAME_PATH);
  await loaded;
  const own = await (await section.frame.elementHandle())!.contentFrame();
  await own!.waitForLoadState();
  await own!.evaluate(() => {
    parent.postMessage({ type: 'videoverify', status: 'accepted' }, location.origin);
    parent.postMessage({ type: 'other', status: 'uploaded' }, location.origin);
    parent.postMessage('videoverify uploaded', location.origin);
    parent.postMessage({ type: 'videoverify', status: 'cancelled' }, location.origin);
  });
  await expect(section.status).toHaveText(REPORTS.cancelled);
  expect(await reports(page)).toEqual([{ step: 'video', status: 'cancelled' }]);
});

// Issue 17, item 6: the browser reads `/\evil.example/…` (and `/<tab>/evil.example/…`) as
// `//evil.example/…`; a regex on the text took it for a path of this site.
for (const [label, src] of [
  ['a backslash', '/\\evil.example/videoverify/'],
  ['a tab', '/\t/evil.example/videoverify/'],
] as const) {
  test(`a data-src with ${label} after the first slash loads no foreign page, and the console names the frame, the attribute and the rule`, async ({
    page,
    demo,
    expectConsoleError,
  }) => {
    expectConsoleError(
      (text) =>
        text.includes('"verify-profile" on <section') &&
        text.includes('data-src expected a path ("/…") or URL of this site as the browser reads it') &&
        text.includes('(<iframe title="Video verification" data-src="/'),
    );
    // A site whose policy has no frame-src for the frame: nothing but the widget keeps the foreign page out.
    await page.route(`${demo.url}/add-profile.html`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`data-src="${FRAME_PATH}"`, `data-src="${src}"`);
      const policy = (response.headers()['content-security-policy'] ?? '').replace("frame-src 'self'", "frame-src 'self' http://evil.example");
      await route.fulfill({ response, body, headers: { ...response.headers(), 'content-security-policy': policy } });
    });
    const foreign: string[] = [];
    await page.route('http://evil.example/**', (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Not the site</title><p>Not the site</p>' });
    });
    const section = await openSection(page);
    await section.stepButton.click();
    await expect(section.panel).toBeVisible();
    await expect(section.heading).toBeFocused();
    await page.waitForTimeout(300);
    await expect(section.frame).not.toHaveAttribute('src');
    expect(foreign).toEqual([]);
  });
}
