import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { profileModal } from './modal-form-helpers.ts';

/** The share modal's handles on the profile page, with its short link field, copy button and announcement. */
export function shareModal(page: Page) {
  const modal = profileModal(page, 'shareModal');
  return {
    ...modal,
    shortUrl: modal.dialog.getByLabel('Short link'),
    copy: modal.dialog.locator('.share-short-link button'),
    announcement: modal.dialog.locator('.share-short-link [role="status"]'),
  };
}

/** The review view's handles on the profile page. */
export interface ReviewView {
  readonly dialog: Locator;
  readonly body: Locator;
  readonly html: Locator;
  readonly alert: Locator;
  readonly trigger: (id: number) => Locator;
}

/** The review view's handles on `page`. */
export function reviewView(page: Page): ReviewView {
  const dialog = page.locator('dialog#reviewModal');
  return {
    dialog,
    body: dialog.locator('.review-modal-body'),
    html: dialog.locator('.review-modal-html'),
    alert: dialog.locator('.review-modal-body [role="alert"]'),
    trigger: (id) => page.locator(`button[aria-controls="reviewModal"][data-review-id="${id}"]`),
  };
}

/** Clicks the trigger of review `id` and waits for the view to be visible. */
export async function openReview(view: ReviewView, id: number): Promise<void> {
  await view.trigger(id).click();
  await expect(view.dialog).toBeVisible();
}

/** The reply modal's handles on the profile page. */
export interface ReplyModal {
  readonly dialog: Locator;
  readonly text: Locator;
  readonly counter: Locator;
  readonly submit: Locator;
  readonly trigger: (id: number) => Locator;
}

/** The reply modal's handles on `page`. */
export function replyModal(page: Page): ReplyModal {
  const dialog = page.locator('dialog#replyReviewModal');
  return {
    dialog,
    text: dialog.locator('textarea[name="reply_text"]'),
    counter: dialog.locator('#reply-text-counter'),
    submit: dialog.locator('.modal-footer button[type="submit"]'),
    trigger: (id) => page.locator(`button[aria-controls="replyReviewModal"][data-review-id="${id}"]`),
  };
}

/** Clicks the Reply button of review `id` and waits for the modal to be visible. */
export async function openReply(reply: ReplyModal, id: number): Promise<void> {
  await reply.trigger(id).click();
  await expect(reply.dialog).toBeVisible();
}

/** The report modal's four options, in order (issue 1 to 4). */
export const REPORT_OPTIONS = ['Wrong or outdated information', 'Phone number does not work', "This is another person's phone number", 'Other reason'];

/** The report modal's handles on the profile page. */
export interface ReportModal {
  readonly trigger: Locator;
  readonly dialog: Locator;
  readonly option: (issue: number) => Locator;
  readonly phone: Locator;
  readonly reason: Locator;
  readonly submit: Locator;
}

/** The report modal's handles on `page`. */
export function reportModal(page: Page): ReportModal {
  const dialog = page.locator('dialog#reportModal');
  return {
    trigger: page.locator('button[aria-controls="reportModal"][aria-haspopup="dialog"]').first(),
    dialog,
    option: (issue) => dialog.getByRole('radio', { name: REPORT_OPTIONS[issue - 1] }),
    phone: dialog.getByLabel('The right phone number'),
    reason: dialog.getByLabel('Your reason'),
    submit: dialog.locator('.modal-footer button[type="submit"]'),
  };
}

/** Clicks "Report a problem" and waits for the modal to be visible. */
export async function openReport(report: ReportModal): Promise<void> {
  await report.trigger.click();
  await expect(report.dialog).toBeVisible();
}
