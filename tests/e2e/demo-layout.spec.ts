import type { Locator, Page } from '@playwright/test';
import { expect, openDemoPage, test } from './fixtures.ts';
import { setListingCookies } from './listing-fixtures.ts';

/**
 * Issue 17, item 14: the demo pages' own layout, which QA sees. Each check measures boxes, at a
 * desktop window and a phone, so that a stylesheet change that makes parts touch or overlap again fails.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

/** Space a heading keeps from the button above it, which ends the previous section. */
const MIN_HEADING_GAP_PX = 24;
/** Space between an ad placeholder and the block that follows it (another ad, the help box). */
const MIN_AD_GAP_PX = 12;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not rendered`);
  return box;
}

/** Subpixel rounding of borders and fonts. */
const EPSILON = 0.5;

function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x - EPSILON &&
    inner.y >= outer.y - EPSILON &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
}

/** The bottom edge of the last rendered button before `heading` in document order. */
async function bottomOfButtonBefore(page: Page, headingId: string): Promise<number> {
  return page.evaluate((id) => {
    const heading = document.getElementById(id);
    if (!heading) throw new Error(`no #${id}`);
    const before = [...document.querySelectorAll('button')].filter(
      (button) => button.getClientRects().length > 0 && (button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    const last = before.at(-1);
    if (!last) throw new Error(`no button before #${id}`);
    return last.getBoundingClientRect().bottom + window.scrollY;
  }, headingId);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`the demo pages' layout on a ${name} (${viewport.width} px wide)`, () => {
    test.use({ viewport });

    test('/profile.html: a "Pending deletion" badge stays inside its tile and off the thumbnail and its caption', async ({ page }) => {
      await openDemoPage(page, '/profile.html');
      const tiles = page.locator('.profile-thumb-deleted');
      // One photo and one video are pending deletion (demo-pages/server/pages/profile/profile-fixture.ts).
      await expect(tiles).toHaveCount(2);
      for (const tile of await tiles.all()) {
        const badge = tile.locator('.badge');
        await expect(badge).toHaveText('Pending deletion');
        const [tileBox, badgeBox, thumbnailBox] = await Promise.all([boxOf(tile), boxOf(badge), boxOf(tile.locator('img'))]);
        expect(contains(tileBox, badgeBox), `badge ${JSON.stringify(badgeBox)} inside its tile ${JSON.stringify(tileBox)}`).toBe(true);
        // The caption ("Profile 9", "Video 2") is drawn in the thumbnail's lower part: off the thumbnail is off the caption.
        expect(overlaps(badgeBox, thumbnailBox), `badge ${JSON.stringify(badgeBox)} off the thumbnail ${JSON.stringify(thumbnailBox)}`).toBe(false);
      }
    });

    test(`/add-profile.html: the "Location" and "Verify the profile" headings keep ${MIN_HEADING_GAP_PX} px from the buttons above them`, async ({ page }) => {
      await openDemoPage(page, '/add-profile.html');
      for (const [id, text] of [
        ['location-title', 'Location'],
        ['verify-title', 'Verify the profile'],
      ] as const) {
        const heading = page.locator(`#${id}`);
        await expect(heading).toHaveText(text);
        const top = (await boxOf(heading)).y + (await page.evaluate(() => window.scrollY));
        expect(top - (await bottomOfButtonBefore(page, id)), `space above "${text}"`).toBeGreaterThanOrEqual(MIN_HEADING_GAP_PX);
      }
    });

    test(`/home.html: stacked ad placeholders keep ${MIN_AD_GAP_PX} px from each other and from the help box below them`, async ({ page, demo }) => {
      await setListingCookies(page.context(), demo.url);
      await openDemoPage(page, '/home.html');
      const slots = page.locator('main .ad-slot:visible');
      // The desktop's 728x90, 950x250 and 250x250 below the listing, or the phone's 320x100, 320x100 and 320x250.
      const below = (await slots.all()).slice(1);
      expect(below).toHaveLength(3);
      const boxes = await Promise.all([...below, page.locator('main .dialog-switch')].map(boxOf));
      for (let index = 1; index < boxes.length; index += 1) {
        const gap = boxes[index]!.y - (boxes[index - 1]!.y + boxes[index - 1]!.height);
        expect(gap, `space between block ${index} and ${index + 1} of ${boxes.length} (ads, then the help box)`).toBeGreaterThanOrEqual(MIN_AD_GAP_PX);
      }
    });
  });
}
