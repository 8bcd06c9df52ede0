import type { Page } from '@playwright/test';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, test, waitForIdlePrefetch } from './fixtures.ts';
import { profileModal } from './modal-form-helpers.ts';
import { reviewView } from './profile-modals.ts';

// Issue 19, tapped after idle: once the idle prefetch has run, each modal widget renders its part
// closed, so that a tap only opens it (showModal and focus), with nothing to load or mount. Under
// Save-Data (the suite's default) nothing of it loads before a tap.

const PROFILE = '/profile.html';
/** The profile page's modals, as their roots render them. */
const MODAL_IDS = ['claimModal', 'shareModal', 'reportModal', 'reviewModal', 'replyReviewModal'];
/** The modal parts' chunks, by the start of their names. */
const MODAL_PARTS = ['ClaimModal-', 'ShareModal-', 'ReportModal-', 'ReviewModal-', 'ReplyModal-'];

/** The dist chunks the page requests from now on, by file name. */
function watchChunks(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/chunks/')) files.push(pathname.slice('/dist/chunks/'.length));
  });
  return files;
}

/** Records the page's layout shifts without recent input, from its start. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as Window & { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { __shifts?: number[] }).__shifts!.reduce((sum, value) => sum + value, 0));
}

test.describe('after the idle prefetch', () => {
  test.use({ saveData: false });

  test('every modal of the page is rendered closed; a tap then opens it, loading nothing, and it closes as before', async ({ page }) => {
    const layoutShift = await watchLayoutShifts(page);
    await openDemoPage(page, PROFILE);
    await waitForIdlePrefetch(page);
    for (const id of MODAL_IDS) {
      await expect(page.locator(`dialog#${id}`), id).toBeAttached();
      await expect(page.locator(`dialog#${id}`), id).toBeHidden();
      expect(await page.locator(`dialog#${id}`).evaluate((dialog: HTMLDialogElement) => dialog.open), id).toBe(false);
    }
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    expect(await layoutShift()).toBe(0);
    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.waitForLoadState('networkidle');
    const fetched = watchChunks(page);
    const claim = profileModal(page, 'claimModal');
    await claim.trigger.click();
    await expect(claim.dialog).toBeVisible();
    await expect(claim.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(claim.field('name')).toBeFocused();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    expect(fetched).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(claim.dialog).toBeHidden();
    await expect(claim.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(claim.trigger).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  });

  test('a closed modal rendered at idle is not rendered by the browser (display none): showModal restyles every rendered element for the page\'s inertness', async ({ page }) => {
    // Measured (scripts/bench/interactions-trace.mjs claim --timeline, 27 Nov 2026): kept rendered but
    // hidden (display:block; visibility:hidden), the five closed modals' contents joined the style pass
    // of the claim tap's showModal() (140 elements instead of 114) and it took longer, while their
    // layout, the thing such warming would save, was 4-7 ms.
    await openDemoPage(page, PROFILE);
    await waitForIdlePrefetch(page);
    for (const id of MODAL_IDS) {
      await expect(page.locator(`dialog#${id}`), id).toBeAttached();
      await expect(page.locator(`dialog#${id}`), id).toHaveCSS('display', 'none');
    }
  });

  test("the review view, rendered closed, shows the clicked review's loading state, then that review", async ({ page, scenario }) => {
    await openDemoPage(page, PROFILE);
    await waitForIdlePrefetch(page);
    const view = reviewView(page);
    await expect(view.dialog).toBeAttached();
    await expect(view.dialog).toBeHidden();
    await scenario('review', 'slow');

    await view.trigger(4).click();
    await expect(view.dialog).toBeVisible();
    await expect(view.body).toHaveAttribute('aria-busy', 'true');
    await expect(view.body.getByRole('status')).toHaveText(controlMessages.loading);
    await expect(view.html).toContainText('Good, but started late', { timeout: 5000 });
    await expect(view.body).toHaveAttribute('aria-busy', 'false');
  });
});

test('with Save-Data no modal part loads before a tap, and none is rendered; the tap loads and opens it', async ({ page }) => {
  const fetched = watchChunks(page);
  await openDemoPage(page, PROFILE);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(fetched.filter((file) => MODAL_PARTS.some((part) => file.startsWith(part)))).toEqual([]);
  await expect(page.locator('dialog')).toHaveCount(0);

  const claim = profileModal(page, 'claimModal');
  await claim.trigger.click();
  await expect(claim.dialog).toBeVisible();
  expect(fetched.filter((file) => file.startsWith('ClaimModal-'))).toHaveLength(1);
});
