import type { Locator, Page, Request } from '@playwright/test';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, servePage, test, testPage, waitForIdlePrefetch, widgetsSettled } from './fixtures.ts';

const WITH_VIDEO = '/profile.html';
const NO_VIDEO = '/profile-no-video.html';

/** The lightbox chunk (glightbox) and the video player chunk (Plyr), by their chunk names. */
const LIGHTBOX_CHUNK = /\/chunks\/open-gallery-[\w-]+\.js$/;
const PLAYER_CHUNK = /\/chunks\/install-plyr-[\w-]+\.js$/;

/** Long enough, on the page's paused clock, for widgets.js's idle prefetch (after load, when idle) to run. */
const IDLE_PREFETCH_WITHIN_MS = 7001;

/** Whether glightbox's stylesheet is in the page (the lightbox chunk has been evaluated and readied). */
const lightboxStylesAdopted = () =>
  document.adoptedStyleSheets.some((sheet) => Array.from(sheet.cssRules).some((rule) => rule instanceof CSSStyleRule && rule.selectorText.startsWith('.glightbox-container')));

function lightbox(page: Page): Locator {
  return page.locator('#glightbox-body');
}

function currentSlide(page: Page): Locator {
  return page.locator('#glightbox-body .gslide.current');
}

function galleryItem(page: Page, href: string): Locator {
  return page.locator(`#gallery a[href="${href}"]`);
}

/** Records the URLs of every request the page makes, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** The path of the image the current slide shows. */
async function currentImagePath(page: Page): Promise<string> {
  const src = await currentSlide(page).locator('.gslide-media img').getAttribute('src');
  return new URL(src ?? '', page.url()).pathname;
}

/** Waits until glightbox has finished bringing slide `path` in (its animation classes gone). */
async function expectCurrentImage(page: Page, path: string): Promise<void> {
  await expect.poll(() => currentImagePath(page)).toBe(path);
  await expect(currentSlide(page)).not.toHaveClass(/gslideIn|gslideOut|gzoomIn|gfadeIn/);
}

async function openFromFirstPicture(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'View gallery' }).click();
  await expect(lightbox(page)).toBeVisible();
}

test.describe('the first-picture rule', () => {
  test('on /profile.html (images and videos) "View gallery" opens the first video, in the video set without the one to be deleted', async ({
    page,
  }) => {
    await openDemoPage(page, WITH_VIDEO);
    await openFromFirstPicture(page);
    await expect(page.getByRole('dialog', { name: 'Videos' })).toBeVisible();
    await expect(lightbox(page).locator('.gslide')).toHaveCount(2);
    await expect(currentSlide(page).locator('video source')).toHaveAttribute('src', /\/media\/clip-1\.webm$/);
    await expect(lightbox(page).locator('source[src$="/media/clip-2.webm"]')).toHaveCount(0);
  });

  test('on /profile-no-video.html (images only) "View gallery" opens the first image, and the video player is never fetched', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await openDemoPage(page, NO_VIDEO);
    await openFromFirstPicture(page);
    await expect(page.getByRole('dialog', { name: 'Photos' })).toBeVisible();
    await expectCurrentImage(page, '/media/photo-11.svg');
    await expect(lightbox(page).locator('.gslide')).toHaveCount(4);
    expect(requests.filter((url) => PLAYER_CHUNK.test(url))).toEqual([]);
  });

  test('with every item to be deleted, the first-picture button is hidden', async ({ page }) => {
    await servePage(
      page,
      '/e2e/gallery-all-deleted.html',
      testPage(`<section id="gallery" data-widget="gallery"><h2>Gallery</h2>
        <button type="button" class="btn btn-primary" data-gallery-first>View gallery</button>
        <a href="/media/photo-1.svg" data-gallery="image" data-to-be-deleted><img src="/media/thumb-1.svg" alt="Photo pending deletion"></a>
        <a href="/media/clip-1.webm" data-gallery="video" data-to-be-deleted><img src="/media/video-thumb-1.svg" alt="Video pending deletion"></a>
      </section>`),
    );
    await openDemoPage(page, '/e2e/gallery-all-deleted.html');
    await expect(page.locator('[data-gallery-first]')).toBeHidden();
  });
});

test.describe('the image set', () => {
  test('holds the five images of /profile.html, not the one to be deleted', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    await galleryItem(page, '/media/photo-1.svg').click();
    await expect(page.getByRole('dialog', { name: 'Photos' })).toBeVisible();
    await expect(lightbox(page).locator('.gslide')).toHaveCount(5);
    await expectCurrentImage(page, '/media/photo-1.svg');
    // Walking the set ends at photo 5: photo 9 (to be deleted) is not in it.
    for (const path of ['/media/photo-2.svg', '/media/photo-3.svg', '/media/photo-4.svg', '/media/photo-5.svg']) {
      await page.keyboard.press('ArrowRight');
      await expectCurrentImage(page, path);
    }
    await expect(lightbox(page).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('opens on the item clicked, even when that click is what fetched the lightbox', async ({ page }) => {
    await page.route(LIGHTBOX_CHUNK, async (route) => {
      // A slow network: the click lands long before the chunk does.
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await openDemoPage(page, NO_VIDEO);
    const item = galleryItem(page, '/media/photo-13.svg');
    await item.click();
    await expect(item).toHaveAttribute('aria-busy', 'true');
    await expect(lightbox(page)).toBeVisible();
    await expectCurrentImage(page, '/media/photo-13.svg');
    await expect(item).not.toHaveAttribute('aria-busy', /.*/);
  });

  test('does not loop: Previous at the first image and Next at the last stay put, and say they are disabled', async ({ page }) => {
    await openDemoPage(page, NO_VIDEO);
    await galleryItem(page, '/media/photo-11.svg').click();
    await expectCurrentImage(page, '/media/photo-11.svg');
    await expect(lightbox(page).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(400);
    await expectCurrentImage(page, '/media/photo-11.svg');

    for (const path of ['/media/photo-12.svg', '/media/photo-13.svg', '/media/photo-14.svg']) {
      await page.keyboard.press('ArrowRight');
      await expectCurrentImage(page, path);
    }
    await expect(lightbox(page).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled: Playwright would wait for it to be enabled, a visitor can still press it.
    await lightbox(page).getByRole('button', { name: 'Next' }).click({ force: true });
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400);
    await expectCurrentImage(page, '/media/photo-14.svg');
  });

  test('can be zoomed: the image is zoomable and a click zooms it in', async ({ page }) => {
    await openDemoPage(page, NO_VIDEO);
    await galleryItem(page, '/media/photo-12.svg').click();
    await expectCurrentImage(page, '/media/photo-12.svg');
    const image = currentSlide(page).locator('img.zoomable');
    await expect(image).toHaveCount(1);
    await image.click();
    await expect(currentSlide(page)).toHaveClass(/(^|\s)zoomed(\s|$)/);
  });

  test('is protected: no context menu, no drag and drop, undraggable images', async ({ page }) => {
    await openDemoPage(page, NO_VIDEO);
    await galleryItem(page, '/media/photo-11.svg').click();
    await expectCurrentImage(page, '/media/photo-11.svg');
    const image = currentSlide(page).locator('.gslide-media img');
    await expect(image).toHaveJSProperty('draggable', false);
    const prevented = await image.evaluate((element) =>
      ['contextmenu', 'dragstart'].map((type) => {
        const event = new MouseEvent(type, { bubbles: true, cancelable: true });
        element.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(prevented).toEqual([true, true]);
    // A real right-click: the page's own contextmenu listener sees it already cancelled.
    await page.evaluate(() => {
      document.addEventListener('contextmenu', (event) => ((window as { __menu?: boolean }).__menu = event.defaultPrevented));
    });
    await image.click({ button: 'right' });
    expect(await page.evaluate(() => (window as { __menu?: boolean }).__menu)).toBe(true);
  });
});

test.describe('the video set', () => {
  test('plays the video shown, muted, while the thumbnails on the page never play', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    // The thumbnails are images: the page holds no video of its own.
    await expect(page.locator('#gallery video')).toHaveCount(0);
    await openFromFirstPicture(page);
    const video = currentSlide(page).locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    await expect(video).toHaveJSProperty('muted', true);
    // The preloaded next video waits.
    const others = await lightbox(page)
      .locator('.gslide:not(.current) video')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLVideoElement).paused));
    expect(others.every(Boolean)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
  });
});

test.describe('the lightbox as a modal dialog', () => {
  test('is a named modal dialog, the page behind is inert, Escape closes it and focus returns to the opener', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    const item = galleryItem(page, '/media/photo-2.svg');
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expectCurrentImage(page, '/media/photo-2.svg');

    await page.keyboard.press('Escape');

    await expect(lightbox(page)).toHaveCount(0);
    await expect(item).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', /.*/);
  });

  test('keeps Tab and Shift+Tab inside the dialog, the video player controls included', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    await openFromFirstPicture(page);
    const dialog = lightbox(page);
    await expect(currentSlide(page).locator('.plyr')).toHaveCount(1);
    // Start from where the widget puts focus on open; tabbing before that would start outside.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(currentSlide(page).locator('.plyr__controls button').first()).toBeVisible();
    const visited: string[] = [];
    // Plyr's control bar holds a dozen or more stops; go round until focus comes back to Close.
    for (let step = 0; step < 40 && !visited.includes('in:Close'); step += 1) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          const inside = active?.closest('#glightbox-body') ? 'in' : 'OUT';
          return `${inside}:${active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''}`;
        }),
      );
    }
    expect(visited.filter((entry) => entry.startsWith('OUT'))).toEqual([]);
    expect(visited).toContain('in:Close');
    expect(visited.some((entry) => /^in:(Play|Pause)/.test(entry))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(currentSlide(page).locator(':focus')).toHaveCount(1);
  });

  test('leaves focus on Close once the first video plays: the player does not take it', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    await openFromFirstPicture(page);
    const close = lightbox(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    // glightbox starts the video at the end of its open animation: the moment it used to focus the player.
    await expect
      .poll(() => currentSlide(page).locator('video').evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    await expect(close).toBeFocused();
  });

  test('keeps focus in the slide when the player control that has it fades out as the video starts', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    await openFromFirstPicture(page);
    const video = currentSlide(page).locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    // Paused, the player shows its large play button again: the last control before Close.
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const largePlay = currentSlide(page).locator('.plyr__control--overlaid');
    await expect(largePlay).toBeVisible();
    await lightbox(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(largePlay).toBeFocused();

    // The video starts (as glightbox's autoplay does on a cold load, once the player is ready): the
    // button fades out, and the browser drops the focus it had.
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect(largePlay).toBeHidden();

    await expect(currentSlide(page).locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.closest('.plyr') !== null)).toBe(true);
    // Tabbing goes on from there: the next stop is Close again.
    await page.keyboard.press('Tab');
    await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();
  });

  test('returns focus to "View gallery" after the video set is closed with its close button', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    const button = page.getByRole('button', { name: 'View gallery' });
    await button.click();
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('dispatches widgets:gallery:open and widgets:gallery:close, and tracks the opening', async ({ page }) => {
    await openDemoPage(page, WITH_VIDEO);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as { __galleryEvents?: unknown[] }).__galleryEvents = seen;
      for (const type of ['widgets:gallery:open', 'widgets:gallery:close']) {
        document.addEventListener(type, (event) => seen.push([type, (event as CustomEvent).detail]));
      }
    });
    await openFromFirstPicture(page);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __galleryEvents?: unknown[] }).__galleryEvents)).toEqual([
      ['widgets:gallery:open', { kind: 'video', index: 0 }],
      ['widgets:gallery:close', { kind: 'video' }],
    ]);
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual({ event: 'widget_event', category: 'gallery', action: 'open', label: 'video' });
  });

  for (const [name, open] of [
    ['photos', (page: Page) => galleryItem(page, '/media/photo-1.svg').click()],
    ['videos', (page: Page) => page.getByRole('button', { name: 'View gallery' }).click()],
  ] as const) {
    test(`axe finds no serious or critical violation with the ${name} lightbox open`, async ({ page }) => {
      await openDemoPage(page, WITH_VIDEO);
      await open(page);
      await expect(lightbox(page)).toBeVisible();
      await expect(currentSlide(page)).toHaveCount(1);
      await expect(currentSlide(page)).not.toHaveClass(/gslideIn|gzoomIn|gfadeIn/);
      await expect(lightbox(page).locator('.goverlay')).not.toHaveClass(/gfadeIn/);
      const violations = await findSeriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});

test.describe('loading', () => {
  test.describe('when the visitor has not asked to save data', () => {
    // The fixtures' visitor asks to save data by default, and then the gallery never preloads when idle.
    test.use({ saveData: false });
    test('fetches nothing of the lightbox before the visitor interacts (until the idle preload), then fetches it when idle, and the video player only on intent', async ({
      page,
    }) => {
      const requests = recordRequests(page);
      const start = new Date('2024-05-01T10:00:00Z').getTime();
      await page.clock.install({ time: start });
      // Time stands still: the idle preload can only come when the test lets time pass.
      await page.clock.pauseAt(start + 1000);
      await page.goto(WITH_VIDEO);
      await widgetsSettled(page);
      await expect(page.locator('#gallery')).toHaveAttribute('data-widget-state', 'mounted');
      await page.waitForTimeout(500);
      expect(requests.filter((url) => LIGHTBOX_CHUNK.test(url) || PLAYER_CHUNK.test(url))).toEqual([]);

      await page.clock.runFor(IDLE_PREFETCH_WITHIN_MS);

      await expect.poll(() => requests.filter((url) => LIGHTBOX_CHUNK.test(url)).length).toBe(1);
      // The player is not preloaded when idle (its evaluation would land on a first tap): it comes on intent.
      await page.waitForTimeout(500);
      expect(requests.filter((url) => PLAYER_CHUNK.test(url))).toEqual([]);
      await galleryItem(page, '/media/clip-1.webm').hover();
      await expect.poll(() => requests.filter((url) => PLAYER_CHUNK.test(url)).length).toBe(1);
    });
  });

  test.describe('after the idle prefetch', () => {
    test.use({ saveData: false });
    test('the lightbox is readied before any tap (its code evaluated, its stylesheet in the page), and a tap then opens it requesting no code', async ({
      page,
    }) => {
      await openDemoPage(page, NO_VIDEO);
      await waitForIdlePrefetch(page);
      // In an idle callback right after the prefetch (issue 19), not seconds later: a tap 2 s after
      // the page went quiet finds glightbox evaluated and styled.
      await expect.poll(() => page.evaluate(lightboxStylesAdopted), { timeout: 2000 }).toBe(true);
      await expect(lightbox(page)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const requests = recordRequests(page);
      await galleryItem(page, '/media/photo-11.svg').click();
      await expect(lightbox(page)).toBeVisible();
      await expectCurrentImage(page, '/media/photo-11.svg');
      expect(requests.filter((url) => url.includes('/dist/'))).toEqual([]);
    });
  });

  test('fetches the lightbox and the player once when the pointer comes over an item, before any click', async ({ page }) => {
    const requests = recordRequests(page);
    await openDemoPage(page, WITH_VIDEO);
    expect(requests.filter((url) => LIGHTBOX_CHUNK.test(url))).toEqual([]);
    await galleryItem(page, '/media/photo-3.svg').hover();
    await galleryItem(page, '/media/clip-1.webm').hover();
    await expect.poll(() => requests.filter((url) => LIGHTBOX_CHUNK.test(url)).length).toBe(1);
    await expect.poll(() => requests.filter((url) => PLAYER_CHUNK.test(url)).length).toBe(1);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('sends no request beyond the demo host while both sets are viewed, the video included', async ({ page, demo }) => {
    const origin = new URL(demo.url).origin;
    const offSite: string[] = [];
    await page.context().route(
      (url) => url.origin !== origin,
      async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      },
    );
    const requests = recordRequests(page);
    await openDemoPage(page, WITH_VIDEO);
    await openFromFirstPicture(page);
    await expect
      .poll(() => currentSlide(page).locator('video').evaluate((element: HTMLVideoElement) => element.currentTime > 0))
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await galleryItem(page, '/media/photo-1.svg').click();
    await expectCurrentImage(page, '/media/photo-1.svg');
    await page.keyboard.press('Escape');

    expect(offSite).toEqual([]);
    expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
    // Plyr's stylesheet and icons come with its chunk, not from cdn.plyr.io.
    expect(await page.locator('link[href*="plyr"], script[src*="plyr"]').count()).toBe(0);
    expect(await page.locator('#sprite-plyr symbol#plyr-play').count()).toBe(1);
  });

  test('without scripts, an item is a plain link to the full image', async ({ browser, demo }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: demo.url });
    try {
      const page = await context.newPage();
      await page.goto(NO_VIDEO);
      await page.locator('a[href="/media/photo-12.svg"]').click();
      await expect(page).toHaveURL(/\/media\/photo-12\.svg$/);
    } finally {
      await context.close();
    }
  });
});

test.describe('media that fail to load', () => {
  const BROKEN = testPage(`<section id="gallery" data-widget="gallery" aria-labelledby="gallery-title"><h2 id="gallery-title">Gallery</h2>
    <a href="/media/missing-photo.svg" data-gallery="image"><img src="/media/thumb-1.svg" alt="Photo 1 of 2" width="96" height="128"></a>
    <a href="/media/photo-2.svg" data-gallery="image"><img src="/media/thumb-2.svg" alt="Photo 2 of 2" width="96" height="128"></a>
    <a href="/media/missing-clip.webm" data-gallery="video"><img src="/media/video-thumb-1.svg" alt="Video 1 of 1" width="160" height="90"></a>
  </section>`);

  test("a broken image URL shows 'Image Not Found' in its slide", async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 404/);
    await servePage(page, '/e2e/gallery-broken.html', BROKEN);
    await openDemoPage(page, '/e2e/gallery-broken.html');
    await galleryItem(page, '/media/missing-photo.svg').click();
    await expect(currentSlide(page)).toContainText('Image Not Found');
    await expect(currentSlide(page).getByRole('alert')).toHaveText('Image Not Found');
    await expect(lightbox(page).locator('.gloader')).toBeHidden();
    // The set still works: the next image shows.
    await page.keyboard.press('ArrowRight');
    await expectCurrentImage(page, '/media/photo-2.svg');
  });

  test("a broken video URL shows 'Something Went Wrong, Please Try Again Later' in its slide", async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 404/);
    await servePage(page, '/e2e/gallery-broken.html', BROKEN);
    await openDemoPage(page, '/e2e/gallery-broken.html');
    await galleryItem(page, '/media/missing-clip.webm').click();
    await expect(currentSlide(page).getByRole('alert')).toHaveText('Something Went Wrong, Please Try Again Later');
  });

  test("a lightbox chunk that cannot be loaded says 'This part of the page could not be loaded. Check your connection and try again.', and the next click opens it", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/Failed to load resource|open-gallery/);
    let failures = 1;
    await page.route(LIGHTBOX_CHUNK, async (route) => {
      if (failures-- > 0) return route.abort('connectionreset');
      return route.continue();
    });
    await openDemoPage(page, NO_VIDEO);
    const item = galleryItem(page, '/media/photo-11.svg');
    await item.click();
    await expect(page.locator('.notyf__toast')).toContainText('This part of the page could not be loaded. Check your connection and try again.');
    await expect(lightbox(page)).toHaveCount(0);
    await item.click();
    await expectCurrentImage(page, '/media/photo-11.svg');
  });
});

/**
 * Serves `path` as the demo server writes it, with `markup` added at the end of its `<main>`, where
 * user content (a description, a review) would be.
 */
async function serveWithMarkup(page: Page, path: string, markup: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes('</main>')) throw new Error(`${path} has no </main> to add the markup before.`);
      await route.fulfill({ response, body: html.replace('</main>', `${markup}</main>`) });
    },
  );
}

/** What a lightbox changes outside its own frame, read from the page. */
function pageLockState(page: Page) {
  return page.evaluate(() => {
    const { documentElement: html, body } = document;
    return {
      htmlClass: html.className,
      bodyClass: body.className,
      htmlOverflow: getComputedStyle(html).overflow,
      bodyOverflow: getComputedStyle(body).overflow,
      bodyStyle: body.getAttribute('style'),
      blocked: Array.from(body.children)
        .filter((child) => child.hasAttribute('inert') || child.getAttribute('aria-hidden') === 'true')
        .map((child) => child.id || child.tagName),
    };
  });
}

test.describe('a failure while the lightbox opens', () => {
  test('page markup named Plyr (<a id="Plyr">) does not stop a video: the player is the bundle\'s own, never window.Plyr', async ({ page }) => {
    await serveWithMarkup(page, WITH_VIDEO, '<p><a id="Plyr" href="/profile.html#reviews">Plyr</a></p>');
    await openDemoPage(page, WITH_VIDEO);
    await galleryItem(page, '/media/clip-1.webm').click();
    await expect(page.getByRole('dialog', { name: 'Videos' })).toBeVisible();
    await expect(currentSlide(page).locator('.plyr')).toHaveCount(1);
    const video = currentSlide(page).locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    await expect(lightbox(page).locator('.gloader')).toBeHidden();
    // `window.Plyr` still names the page's link: the bundle put no Plyr of its own there.
    expect(await page.evaluate(() => (window as { Plyr?: unknown }).Plyr instanceof HTMLAnchorElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("leaves the page as it was, says 'Something Went Wrong, Please Try Again Later' and gives focus back to the item; the next click opens it", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/"gallery" failed while opening the lightbox/);
    // Markup holding glightbox's own frame id before its frame (user HTML that keeps ids, a leftover
    // of the legacy site's lightbox): glightbox takes it for its frame and throws halfway through
    // opening, after it has put its frame in the page and locked the page's scrolling.
    await serveWithMarkup(page, WITH_VIDEO, '<div id="glightbox-body"></div>');
    await openDemoPage(page, WITH_VIDEO);
    const before = await pageLockState(page);
    const item = galleryItem(page, '/media/clip-1.webm');
    await item.focus();
    await page.keyboard.press('Enter');

    await expect(page.locator('.notyf__toast')).toContainText('Something Went Wrong, Please Try Again Later');
    await expect(page.locator('.glightbox-container')).toHaveCount(0);
    expect(await pageLockState(page)).toEqual(before);
    expect(before.htmlOverflow).not.toBe('hidden');
    await expect(item).toBeFocused();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Once the stray markup is gone, the same item opens its video as usual, and closes cleanly.
    await page.evaluate(() => document.getElementById('glightbox-body')?.remove());
    await item.click();
    await expect(page.getByRole('dialog', { name: 'Videos' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Videos' }).getByRole('button', { name: 'Close' })).toBeFocused();
    const video = currentSlide(page).locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.glightbox-container')).toHaveCount(0);
    expect(await pageLockState(page)).toEqual(before);
    await expect(item).toBeFocused();
  });
});
