import type { Page } from '@playwright/test';
import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, overridePageConfig, test } from './fixtures.ts';
import {
  answerNextPost,
  CANARY_MARKUP,
  expectFieldError,
  expectFieldsHold,
  expectFieldValid,
  expectToasts,
  expectUsable,
  fillFields,
  openModal,
  PROFILE,
  profileModal,
  SHORT_TIMEOUT_MS,
  toastAnimationsDone,
  TRANSPORT_FAILURES,
  type ProfileModal,
} from './modal-form-helpers.ts';
import { shareModal } from './profile-modals.ts';

const VALID = {
  user_name: 'Sam',
  friend_email: 'friend@example.com',
  email_content: 'Have a look at this profile, I think you will like it.',
} as const;
const SHARE_SENT = 'Your message has been sent to your friend.';
const ADDRESS_BLOCKED = 'This e-mail address does not accept messages from our site.';
const SHORT_URL = /^http:\/\/127\.0\.0\.1:\d+\/s\/[0-9a-z]{6}$/;
const COPY_MANUALLY = 'The link could not be copied automatically. It is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.';

/** Stops the page's clock (installed before load) so that `runFor` alone moves it. */
async function pauseClock(page: Page): Promise<void> {
  // A moment ahead, as the page's clock keeps running while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Opens the share modal and waits for its short link. */
async function openWithShortLink(share: ProfileModal & { shortUrl: ReturnType<Page['locator']> }): Promise<string> {
  await openModal(share);
  await expect(share.shortUrl).toHaveValue(SHORT_URL);
  return share.shortUrl.inputValue();
}

test.describe('the share modal on the profile page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('its trigger opens a labelled modal dialog with focus inside', async ({ page }) => {
    const share = shareModal(page);
    await openModal(share);

    await expect(share.dialog).toHaveAttribute('role', 'dialog');
    await expect(share.dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Share this profile' })).toBeVisible();
    expect(await share.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(share.dialog.getByLabel('Your name')).toHaveAttribute('autocomplete', 'name');
    await expect(share.dialog.getByLabel("Your friend's e-mail address")).toHaveAttribute('type', 'email');
    await expect(share.dialog.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(share.shortUrl).toHaveAttribute('readonly', '');
  });

  test('Escape and the close button close it and give focus back to the trigger', async ({ page }) => {
    const share = shareModal(page);
    await openModal(share);
    await page.keyboard.press('Escape');
    await expect(share.dialog).toBeHidden();
    await expect(share.trigger).toBeFocused();

    await openModal(share);
    await share.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(share.dialog).toBeHidden();
    await expect(share.trigger).toBeFocused();
  });

  test('opening asks for the short link once (getShortUrl=1 to the page) and shows it; opening again asks nothing', async ({
    page,
    requests,
  }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await page.keyboard.press('Escape');
    await openModal(share);
    await expect(share.shortUrl).toHaveValue(SHORT_URL);

    const calls = await requests('shortUrl');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(PROFILE);
    expect(calls[0]?.fields).toEqual({ getShortUrl: '1' });
    expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');
  });

  test('the short link field is busy and says "Loading…" while the link comes', async ({ page, scenario }) => {
    await scenario('shortUrl', 'slow');
    const share = shareModal(page);
    await openModal(share);

    await expect(share.shortUrl).toHaveAttribute('aria-busy', 'true');
    await expect(share.shortUrl).toHaveAccessibleDescription('Loading…');
    await expect(share.dialog.getByText('Loading…')).toBeVisible();
    await expect(share.copy).toBeDisabled();

    await expect(share.shortUrl).toHaveValue(SHORT_URL);
    await expect(share.shortUrl).toHaveAttribute('aria-busy', 'false');
    await expect(share.dialog.getByText('Loading…')).toHaveCount(0);
    await expect(share.copy).toBeEnabled();
  });

  test('closing and reopening while the link is coming sends one request', async ({ page, scenario, requests }) => {
    await scenario('shortUrl', 'slow');
    const share = shareModal(page);
    await openModal(share);
    await page.keyboard.press('Escape');
    await openModal(share);

    await expect(share.shortUrl).toHaveValue(SHORT_URL);
    expect(await requests('shortUrl')).toHaveLength(1);
  });

  const shortUrlFailures = [
    { outcome: 'error-message', messages: ['The short link service is not available right now.'] },
    { outcome: 'error-list', messages: ['Could not create a short link.', 'Please copy the address from the address bar instead.'] },
    ...TRANSPORT_FAILURES.map((failure) => ({ ...failure, messages: [failure.message] })),
  ] as const;

  for (const failure of shortUrlFailures) {
    test(`a shortUrl ${failure.outcome} answer shows the failure, leaves the field empty and the next opening asks again`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
      requests,
    }) => {
      const extra = failure as { browserConsoleError?: RegExp; sticky?: boolean };
      if (extra.browserConsoleError) expectConsoleError(extra.browserConsoleError);
      await scenario('shortUrl', failure.outcome, { sticky: extra.sticky ?? false });
      const share = shareModal(page);
      await openModal(share);

      await expectToasts(page, failure.messages);
      await expect(share.shortUrl).toHaveValue('');
      await expect(share.shortUrl).toHaveAttribute('aria-busy', 'false');
      await expect(share.copy).toBeDisabled();

      await clearScenario('shortUrl');
      await page.keyboard.press('Escape');
      await openModal(share);
      await expect(share.shortUrl).toHaveValue(SHORT_URL);
      const calls = await requests('shortUrl');
      expect(calls.at(-1)?.scenario ?? null).toBeNull();
    });
  }

  test(`a short link slower than requestTimeoutMs shows "${requestMessages.requestTimeout}" and the field stays empty`, async ({
    page,
    scenario,
  }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await openDemoPage(page, PROFILE);
    await scenario('shortUrl', 'timeout');
    const share = shareModal(page);
    await openModal(share);

    await expect(share.shortUrl).toHaveAttribute('aria-busy', 'true');
    await expectToasts(page, [requestMessages.requestTimeout]);
    await expect(share.shortUrl).toHaveValue('');
  });

  test('a short link that is not http(s) is refused as an unexpected answer', async ({ page }) => {
    await answerNextPost(page, 'getShortUrl=1', JSON.stringify({ url: 'javascript:window.__canary=1' }));
    const share = shareModal(page);
    await openModal(share);

    await expectToasts(page, [requestMessages.requestMalformed]);
    await expect(share.shortUrl).toHaveValue('');
  });
});

test.describe('copying the short link', () => {
  test('the copy button puts the link on the clipboard and reads "Copied" for about a second', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await openDemoPage(page, PROFILE);
    const share = shareModal(page);
    const url = await openWithShortLink(share);
    await expect(share.copy).toHaveText('Copy link');
    await pauseClock(page);

    await share.copy.click();

    await expect(share.copy).toHaveText('Copied');
    await expect(share.announcement).toHaveText('The link has been copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(900);
    await expect(share.copy).toHaveText('Copied');
    await page.clock.runFor(200);
    await expect(share.copy).toHaveText('Copy link');
    await expect(share.announcement).toHaveText('');

    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { category?: unknown }).category === 'share'),
    );
    expect(events).toEqual(['open', 'copy'].map((action) => ({ event: 'widget_event', category: 'share', action, label: PROFILE })));
  });

  test('a second click restarts the copied time', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await openDemoPage(page, PROFILE);
    const share = shareModal(page);
    await openWithShortLink(share);
    await pauseClock(page);

    await share.copy.click();
    await expect(share.copy).toHaveText('Copied');
    await page.clock.runFor(600);
    await share.copy.click();
    // The copy is asynchronous (the Clipboard API): the time restarts once it is done, when the
    // second 'copy' event is pushed; running the clock before that shortened the wait seen below.
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { action?: unknown }).action === 'copy').length))
      .toBe(2);
    await page.clock.runFor(600);
    await expect(share.copy).toHaveText('Copied');
    await page.clock.runFor(500);
    await expect(share.copy).toHaveText('Copy link');
  });

  test('when the Clipboard API refuses, the link is copied by selecting it (execCommand)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // A browser that refuses the Clipboard API (no permission, http page); readText stays for the test.
      Clipboard.prototype.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await openDemoPage(page, PROFILE);
    const share = shareModal(page);
    const url = await openWithShortLink(share);

    await share.copy.click();

    await expect(share.copy).toHaveText('Copied');
    await expect(share.copy).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('when nothing can copy, the link is selected and a toast asks the user to copy it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
      });
      document.execCommand = () => false;
    });
    await openDemoPage(page, PROFILE);
    const share = shareModal(page);
    const url = await openWithShortLink(share);

    await share.copy.click();

    await expectToasts(page, [COPY_MANUALLY]);
    await expect(share.shortUrl).toBeFocused();
    expect(await share.shortUrl.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(url);
    await expect(share.copy).toHaveText('Copy link');
  });
});

test.describe('the share form', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('an empty submission shows every required message verbatim and sends nothing', async ({ page, requests }) => {
    const share = shareModal(page);
    await openWithShortLink(share);

    await share.submit.click();

    await expectFieldError(share.field('user_name'), 'Please enter your name');
    await expectFieldError(share.field('friend_email'), 'Please enter friend e-mail address');
    await expectFieldError(share.field('email_content'), 'Please type in a message');
    await expect(share.field('user_name')).toBeFocused();
    expect(await requests('share')).toEqual([]);
  });

  test('too short and malformed values show the rule messages verbatim', async ({ page, requests }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await fillFields(share, { user_name: 'S', friend_email: 'friend@example', email_content: 'Nineteen characters' });

    await share.submit.click();

    await expectFieldError(share.field('user_name'), 'You have to type minimum 2 characters');
    await expectFieldError(share.field('friend_email'), 'Please enter a valid e-mail address');
    await expectFieldError(share.field('email_content'), 'You have to type minimum 20 characters');
    expect(await requests('share')).toEqual([]);
  });

  test('a valid share posts the fields and profile_link, then closes and empties the form but keeps the link', async ({
    page,
    requests,
    demo,
  }) => {
    const share = shareModal(page);
    const url = await openWithShortLink(share);
    await fillFields(share, VALID);

    await share.submit.click();

    await expectToasts(page, [SHARE_SENT]);
    await expect(share.dialog).toBeHidden();
    await expect(share.trigger).toBeFocused();
    const calls = await requests('share');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(PROFILE);
    expect(calls[0]?.fields).toEqual({ ...VALID, profile_link: `${demo.url}${PROFILE}` });
    expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');
    expect(calls[0]?.headers.contentType).toMatch(/^application\/x-www-form-urlencoded\b/);

    await openModal(share);
    await expectFieldsHold(share, { user_name: '', friend_email: '', email_content: '' });
    await expect(share.shortUrl).toHaveValue(url);
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { category?: unknown }).category === 'share'),
    );
    expect(events).toEqual(
      ['open', 'submit', 'success', 'open'].map((action) => ({ event: 'widget_event', category: 'share', action, label: PROFILE })),
    );
  });

  test('a double click on submit sends one request', async ({ page, scenario, requests }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await scenario('share', 'slow');
    await fillFields(share, VALID);

    await share.submit.dblclick();

    await expect(share.submit).toBeDisabled();
    await expect(share.dialog).toBeHidden();
    expect(await requests('share')).toHaveLength(1);
  });

  test("the server's single error message is a toast; the modal, the input and the button stay", async ({ page, scenario }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await scenario('share', 'error-message');
    await fillFields(share, VALID);

    await share.submit.click();

    await expectToasts(page, [ADDRESS_BLOCKED]);
    await expect(share.dialog).toBeVisible();
    await expectFieldsHold(share, VALID);
    await expectUsable(share.submit);
  });

  test("the server's error list marks the fields named by CODE and shows each message", async ({ page, scenario }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await scenario('share', 'error-list');
    await fillFields(share, VALID);

    await share.submit.click();

    await expectToasts(page, ['You have to type minimum 2 characters', 'Please enter a valid e-mail address']);
    await expectFieldError(share.field('user_name'), 'You have to type minimum 2 characters');
    await expectFieldError(share.field('friend_email'), 'Please enter a valid e-mail address');
    await expectFieldValid(share.field('email_content'));
    await expectFieldsHold(share, VALID);
    await expectUsable(share.submit);
  });

  for (const failure of TRANSPORT_FAILURES) {
    test(`a share ${failure.outcome} answer shows "${failure.message}", keeps the modal and the input, and a retry succeeds`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
    }) => {
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      const share = shareModal(page);
      await openWithShortLink(share);
      await scenario('share', failure.outcome, { sticky: failure.sticky ?? false });
      await fillFields(share, VALID);

      await share.submit.click();

      await expectToasts(page, [failure.message]);
      await expect(share.dialog).toBeVisible();
      await expectFieldsHold(share, VALID);
      await expectUsable(share.submit);

      await clearScenario('share');
      await share.submit.click();
      await expect(share.dialog).toBeHidden();
    });
  }

  test(`a share slower than requestTimeoutMs shows "${requestMessages.requestTimeout}" and keeps everything`, async ({ page, scenario }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await openDemoPage(page, PROFILE);
    const share = shareModal(page);
    await openWithShortLink(share);
    await scenario('share', 'timeout');
    await fillFields(share, VALID);

    await share.submit.click();

    await expect(share.submit).toBeDisabled();
    await expectToasts(page, [requestMessages.requestTimeout]);
    await expect(share.dialog).toBeVisible();
    await expectFieldsHold(share, VALID);
    await expectUsable(share.submit);
  });

  test('the magic friend address blocked@example.com meets the "address blocked" answer', async ({ page }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await fillFields(share, { ...VALID, friend_email: 'blocked@example.com' });

    await share.submit.click();

    await expectToasts(page, [ADDRESS_BLOCKED]);
    await expect(share.dialog).toBeVisible();
  });

  test('a toast message holding markup is shown as text and runs nothing', async ({ page }) => {
    const share = shareModal(page);
    await openWithShortLink(share);
    await fillFields(share, VALID);
    await answerNextPost(page, 'friend_email=', JSON.stringify({ STATUS: 'error', MESSAGE: [CANARY_MARKUP], CODE: ['user_name'] }));

    await share.submit.click();

    await expectToasts(page, [CANARY_MARKUP]);
    await expectFieldError(share.field('user_name'), CANARY_MARKUP);
    await expect(page.locator('.notyf__message img, .invalid-feedback img')).toHaveCount(0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __canary?: unknown }).__canary)).toBeUndefined();
  });

  test('axe finds no serious or critical violation with the modal open, after a copy and with fields marked invalid', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const share = shareModal(page);
    await openWithShortLink(share);
    let violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await share.copy.click();
    await expect(share.copy).toHaveText('Copied');
    await share.submit.click();
    await expectFieldError(share.field('user_name'), 'Please enter your name');
    violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test('on /profile-no-video.html the share modal asks that page for its own short link', async ({ page, requests }) => {
  await openDemoPage(page, '/profile-no-video.html');
  const share = shareModal(page);
  await openModal(share);

  await expect(share.shortUrl).toHaveValue(SHORT_URL);
  expect((await requests('shortUrl')).map((call) => call.path)).toEqual(['/profile-no-video.html']);
});
