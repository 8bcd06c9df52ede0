import type { Locator, Page } from '@playwright/test';
import { REPLY_RELOAD_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants.ts';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, overridePageConfig, test, widgetsSettled } from './fixtures.ts';
import {
  expectFieldValid,
  expectToasts,
  expectUsable,
  PROFILE,
  SHORT_TIMEOUT_MS,
  toastAnimationsDone,
  toasts,
  TRANSPORT_FAILURES,
} from './modal-form-helpers.ts';
import { openReply, replyModal } from './profile-modals.ts';

const REPLY = 'Thank you for the kind words, it was a pleasure to dance at your party!';
/** The fake backend's answer to a reply (its MESSAGE). */
const REPLY_SAVED = 'Your reply has been saved.';

/**
 * Expects the contract's invalid markup on the reply box with `message`; its description also
 * keeps the counter, so it reads "N characters left <message>" while the text is short.
 */
async function expectReplyError(text: Locator, message: string): Promise<void> {
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveClass(/(^|\s)is-invalid(\s|$)/);
  await expect(text).toHaveAccessibleDescription(new RegExp(`(^|characters left )${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(text.page().locator('#reply-text-error')).toHaveText(message);
}

/** Waits for the reload that follows a success (which waits REPLY_RELOAD_DELAY_MS where the tab cannot keep the message). */
function waitForReload(page: Page): Promise<Page> {
  return page.waitForEvent('load', { timeout: REPLY_RELOAD_DELAY_MS + 5000 });
}

test.describe('the reply modal on the profile page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('a Reply button opens a modal dialog named "Reply to this review" with focus in the reply box', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 1);

    await expect(reply.dialog).toHaveAttribute('role', 'dialog');
    await expect(reply.dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Reply to this review' })).toBeVisible();
    await expect(reply.text).toBeFocused();
    await expect(reply.dialog.getByLabel('Your reply')).toHaveAttribute('maxlength', '10000');
    await expect(reply.text).toHaveAttribute('required', '');
  });

  test('the Reply button that opened it is aria-expanded from the first opening, and no longer once closed', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 2);
    await expect(reply.trigger(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(reply.trigger(1)).not.toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(reply.dialog).toBeHidden();
    await expect(reply.trigger(2)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and focus returns to the Reply button', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 2);
    await page.keyboard.press('Escape');
    await expect(reply.dialog).toBeHidden();
    await expect(reply.trigger(2)).toBeFocused();
  });

  test('its close button closes it, focus returns, and it opens again with the text kept', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 3);
    await reply.text.fill(REPLY);

    await reply.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(reply.dialog).toBeHidden();
    await expect(reply.trigger(3)).toBeFocused();

    await openReply(reply, 3);
    await expect(reply.text).toHaveValue(REPLY);
  });

  test('the counter reads "N characters left" below 50 characters, as the description of the box, and goes at 50', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 1);
    await expect(reply.counter).toHaveText('50 characters left');
    await expect(reply.text).toHaveAccessibleDescription('50 characters left');
    await expect(reply.text).not.toHaveAttribute('aria-invalid', 'true');

    await reply.text.fill('x'.repeat(49));
    await expect(reply.counter).toHaveText('1 characters left');
    await expect(reply.text.locator('xpath=..')).toHaveClass(/reply-text-short/);

    await reply.text.pressSequentially('x');
    await expect(reply.counter).toHaveText('');
    await expect(reply.text.locator('xpath=..')).not.toHaveClass(/reply-text-short/);
  });

  test('the highlight of a short reply is visible: its border differs from a long enough reply', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill('short');
    const short = await reply.text.evaluate((field) => getComputedStyle(field).borderTopColor);
    await reply.text.fill('x'.repeat(50));
    // The highlight goes with a re-render and Bootstrap's border-color transition: wait for it.
    await expect.poll(() => reply.text.evaluate((field) => getComputedStyle(field).borderTopColor)).not.toBe(short);
  });

  for (const [value, message] of [
    ['', 'Please enter your reply'],
    ['x'.repeat(49), 'You have to type minimum 50 characters'],
  ] as const) {
    test(`sending ${value.length} characters says "${message}" on the box and posts nothing`, async ({ page, requests }) => {
      const reply = replyModal(page);
      await openReply(reply, 1);
      await reply.text.fill(value);

      await reply.submit.click();

      await expectReplyError(reply.text, message);
      await expect(reply.text).toBeFocused();
      expect(await requests('reply')).toHaveLength(0);
    });
  }

  test('a reply over 10000 characters says "You can type maximum 10000 characters" (maxlength stops typing past it)', async ({
    page,
    requests,
  }) => {
    const reply = replyModal(page);
    await openReply(reply, 1);
    // Scripts (and some paste paths) can put more in than maxlength lets a user type.
    await reply.text.evaluate((field: HTMLTextAreaElement) => {
      field.value = 'x'.repeat(10001);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });

    await reply.submit.click();

    await expectReplyError(reply.text, 'You can type maximum 10000 characters');
    expect(await requests('reply')).toHaveLength(0);
  });

  test('a Reply button without a review id says "No Id" in the modal and posts nothing', async ({ page, requests }) => {
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.type = 'button';
      button.id = 'reply-without-id';
      button.textContent = 'Reply (no id)';
      button.setAttribute('aria-controls', 'replyReviewModal');
      button.setAttribute('aria-haspopup', 'dialog');
      document.querySelector('.review-list')?.append(button);
    });
    const reply = replyModal(page);
    await page.locator('#reply-without-id').click();
    await expect(reply.dialog).toBeVisible();
    await reply.text.fill(REPLY);

    await reply.submit.click();

    await expect(reply.dialog.getByRole('alert')).toHaveText('No Id');
    expect(await requests('reply')).toHaveLength(0);
    await expectFieldValid(reply.text);
  });

  test('a success posts the reply with its ids and profile_link, then reloads the page', async ({ page, requests }) => {
    const reply = replyModal(page);
    await openReply(reply, 2);
    await reply.text.fill(`  ${REPLY}  `);

    const reloaded = waitForReload(page);
    await reply.submit.click();
    await reloaded;

    const calls = await requests('reply');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(PROFILE);
    expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');
    expect(calls[0]?.fields).toEqual({
      reply_text: REPLY,
      review_id: '2',
      dancer_id: '42',
      profile_link: `${new URL(page.url()).origin}${PROFILE}`,
    });
    await expect(page.locator('dialog#replyReviewModal')).toHaveCount(0);
  });

  test('after a success the reloaded page shows the server\'s message as a toast for its full time, once: not on the next reload', async ({
    page,
    requests,
  }) => {
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill(REPLY);
    const reloaded = waitForReload(page);

    await reply.submit.click();
    await reloaded;

    const toast = toasts(page).filter({ hasText: REPLY_SAVED });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expectToasts(page, [REPLY_SAVED]);
    await expect(reply.dialog).toHaveCount(0);
    // Still there a second before its time is up: nothing cut it off.
    await page.waitForTimeout(TOAST_DURATION_MS - 1000 - (Date.now() - shownAt));
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 3000 });

    await page.reload();
    await widgetsSettled(page);
    await page.waitForTimeout(1000);
    await expect(toasts(page)).toHaveCount(0);
    expect(await requests('reply')).toHaveLength(1);
  });

  test('where sessionStorage refuses the message, it shows at once and stays readable for a toast\'s full time before the reload, the form reset and locked', async ({
    page,
    requests,
  }) => {
    // Safari's private mode of old, or a full storage: every write throws.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await openDemoPage(page, PROFILE);
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill(REPLY);
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    const reloaded = waitForReload(page);

    await reply.submit.click();

    const toast = toasts(page).filter({ hasText: REPLY_SAVED });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(reply.text).toHaveValue('');
    await expect(reply.submit).toBeDisabled();
    // Still there, on the same page, a second before a toast's time is up (spec §9): the visitor can read it.
    await page.waitForTimeout(TOAST_DURATION_MS - 1000 - (Date.now() - shownAt));
    await expect(toast).toBeVisible();
    await expect(reply.submit).toBeDisabled();
    expect(reloads).toBe(0);

    await reloaded;
    await widgetsSettled(page);
    await expect(toasts(page)).toHaveCount(0);
    expect(await requests('reply')).toHaveLength(1);
  });

  test('a double click on Send reply sends one request', async ({ page, scenario, requests }) => {
    await scenario('reply', 'slow');
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill(REPLY);

    const reloaded = waitForReload(page);
    await reply.submit.dblclick();
    await expect(reply.submit).toBeDisabled();
    await expect(reply.submit).toHaveAttribute('aria-busy', 'true');
    await reloaded;

    expect(await requests('reply')).toHaveLength(1);
  });

  test('axe finds no serious or critical violation with the modal open and a field marked invalid', async ({ page }) => {
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill('too short');
    await reply.submit.click();
    await expectReplyError(reply.text, 'You have to type minimum 50 characters');

    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('opening, sending and success are pushed to the dataLayer, and the success is dispatched as widgets:reply-modal:sent', async ({
    page,
  }) => {
    // The page reloads after a success: keep what it saw in sessionStorage.
    await page.evaluate(() => {
      const keep = (name: string, value: unknown) =>
        sessionStorage.setItem(name, JSON.stringify([...(JSON.parse(sessionStorage.getItem(name) ?? '[]') as unknown[]), value]));
      document.addEventListener('widgets:reply-modal:sent', (event) => keep('replyEvents', (event as CustomEvent).detail));
      const push = Array.prototype.push;
      window.dataLayer ??= [];
      window.dataLayer.push = function (...items: unknown[]) {
        for (const item of items) keep('replyAnalytics', item);
        return push.apply(this, items);
      };
    });
    const reply = replyModal(page);
    await openReply(reply, 5);
    await reply.text.fill(REPLY);
    const reloaded = waitForReload(page);
    await reply.submit.click();
    await reloaded;

    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('replyEvents') ?? '[]'))).toEqual([{ reviewId: 5, dancerId: 42 }]);
    const analytics = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('replyAnalytics') ?? '[]'))) as Array<{ category: string }>;
    expect(analytics.filter((entry) => entry.category === 'reply')).toEqual(
      ['open', 'submit', 'success'].map((action) => ({ event: 'widget_event', category: 'reply', action, label: '5' })),
    );
  });
});

test.describe('a reply the server does not accept', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('an error message answer shows it as a persistent toast and keeps the text; no reload', async ({ page, scenario }) => {
    await scenario('reply', 'error-message');
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill(REPLY);
    let reloads = 0;
    page.on('load', () => (reloads += 1));

    await reply.submit.click();

    await expectToasts(page, ['You can only reply to reviews of your own profile.']);
    await expect(reply.text).toHaveValue(REPLY);
    await expectUsable(reply.submit);
    await toastAnimationsDone(page);
    await page.waitForTimeout(6000);
    await expectToasts(page, ['You can only reply to reviews of your own profile.']);
    expect(reloads).toBe(0);
  });

  test('an error list answer shows each message and marks the fields it names', async ({ page, scenario }) => {
    await scenario('reply', 'error-list');
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill(REPLY);

    await reply.submit.click();

    await expectToasts(page, ['You have to type minimum 50 characters', 'No Id']);
    await expectReplyError(reply.text, 'You have to type minimum 50 characters');
    await expect(reply.dialog.getByRole('alert')).toHaveText('No Id');
    await expect(reply.text).toHaveValue(REPLY);
  });

  for (const failure of [
    ...TRANSPORT_FAILURES,
    {
      outcome: 'http-403' as const,
      message: requestMessages.requestHttp.replace('{status}', '403'),
      browserConsoleError: /Failed to load resource: the server responded with a status of 403/,
    },
  ]) {
    test(`a ${failure.outcome} answer shows "${failure.message}", keeps the text, and a retry succeeds`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
    }) => {
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      await scenario('reply', failure.outcome, { sticky: 'sticky' in failure ? failure.sticky : false });
      const reply = replyModal(page);
      await openReply(reply, 1);
      await reply.text.fill(REPLY);

      await reply.submit.click();

      await expectToasts(page, [failure.message]);
      await expect(reply.dialog).toBeVisible();
      await expect(reply.text).toHaveValue(REPLY);
      await expectUsable(reply.submit);

      await clearScenario('reply');
      const reloaded = waitForReload(page);
      await reply.submit.click();
      await reloaded;
    });
  }

  test(`an answer slower than requestTimeoutMs shows "${requestMessages.requestTimeout}" and keeps the text`, async ({ page, scenario }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await openDemoPage(page, PROFILE);
    await scenario('reply', 'timeout');
    const reply = replyModal(page);
    await openReply(reply, 1);
    await reply.text.fill(REPLY);

    await reply.submit.click();
    await expect(reply.submit).toBeDisabled();

    await expectToasts(page, [requestMessages.requestTimeout]);
    await expect(reply.text).toHaveValue(REPLY);
    await expectUsable(reply.submit);
  });
});

test('on /profile-no-video.html a reply carries dancer 43 and its review id', async ({ page, requests }) => {
  await openDemoPage(page, '/profile-no-video.html');
  const reply = replyModal(page);
  await openReply(reply, 3);
  await reply.text.fill(REPLY);

  const reloaded = waitForReload(page);
  await reply.submit.click();
  await reloaded;

  const calls = await requests('reply');
  expect(calls.map((call) => [call.path, call.fields.review_id, call.fields.dancer_id])).toEqual([['/profile-no-video.html', '3', '43']]);
});
