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
  toasts,
  TRANSPORT_FAILURES,
} from './modal-form-helpers.ts';

const VALID = { name: 'Luna Owner', visitor: 'owner@example.com', phone: '+44 161 555 0142' } as const;
const CLAIM_SENT = 'Thank you! We will contact you shortly to confirm the claim.';
const ALREADY_CLAIMED = 'This profile has already been claimed.';

test.describe('the claim modal on the profile page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('its trigger opens a labelled modal dialog with focus on the first field', async ({ page }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);

    await expect(claim.dialog).toHaveAttribute('role', 'dialog');
    await expect(claim.dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Claim this profile' })).toBeVisible();
    await expect(claim.field('name')).toBeFocused();
    await expect(claim.dialog.getByLabel('Your name')).toHaveAttribute('autocomplete', 'name');
    await expect(claim.dialog.getByLabel('Your e-mail address')).toHaveAttribute('type', 'email');
    await expect(claim.dialog.getByLabel('Your phone')).toHaveAttribute('type', 'tel');
  });

  test('Escape closes it and gives focus back to the trigger', async ({ page }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);

    await page.keyboard.press('Escape');

    await expect(claim.dialog).toBeHidden();
    await expect(claim.trigger).toBeFocused();
  });

  test('its close button closes it and gives focus back to the trigger; it opens again with the input kept', async ({ page }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.dialog.getByRole('button', { name: 'Close' }).click();

    await expect(claim.dialog).toBeHidden();
    await expect(claim.trigger).toBeFocused();
    await openModal(claim);
    await expectFieldsHold(claim, VALID);
  });

  test('Tab never reaches the page behind the open modal', async ({ page }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);

    // The native modal dialog makes the page inert; past its last control Chromium lets focus go to
    // its own toolbar (the document then has no focused element), never to the page behind.
    const places = new Set<string>();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      places.add(
        await claim.dialog.evaluate((dialog) => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return dialog.contains(active) ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect([...places].filter((place) => place.startsWith('page'))).toEqual([]);
    expect(places.has('dialog')).toBe(true);
  });

  test('an empty submission shows every required message verbatim and sends nothing', async ({ page, requests }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);

    await claim.submit.click();

    await expectFieldError(claim.field('name'), 'Please enter your name');
    await expectFieldError(claim.field('visitor'), 'Please enter your e-mail address');
    await expectFieldError(claim.field('phone'), 'Please enter your phone');
    await expect(claim.field('name')).toBeFocused();
    expect(await requests('claim')).toEqual([]);
  });

  test('too short and malformed values show the rule messages verbatim, and a corrected field is cleared', async ({ page, requests }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, { name: 'L', visitor: 'owner@example', phone: '016155501' });

    await claim.submit.click();

    await expectFieldError(claim.field('name'), 'You have to type minimum 2 characters');
    await expectFieldError(claim.field('visitor'), 'Please enter a valid e-mail address');
    await expectFieldError(claim.field('phone'), 'You have to type minimum 10 characters');
    expect(await requests('claim')).toEqual([]);

    await fillFields(claim, { name: 'Lu' });
    await claim.submit.click();
    await expectFieldValid(claim.field('name'));
    await expectFieldError(claim.field('phone'), 'You have to type minimum 10 characters');
  });

  test('a valid claim posts the fields and profile_link, then closes, empties the form and says thank you', async ({
    page,
    requests,
    demo,
  }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.submit.click();

    await expectToasts(page, [CLAIM_SENT]);
    await expect(claim.dialog).toBeHidden();
    await expect(claim.trigger).toBeFocused();
    const calls = await requests('claim');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe(PROFILE);
    expect(calls[0]?.fields).toEqual({ ...VALID, profile_link: `${demo.url}${PROFILE}` });
    expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');
    expect(calls[0]?.headers.contentType).toMatch(/^application\/x-www-form-urlencoded\b/);

    await openModal(claim);
    await expectFieldsHold(claim, { name: '', visitor: '', phone: '' });
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { category?: unknown }).category === 'claim'),
    );
    expect(events).toEqual(
      ['open', 'submit', 'success', 'open'].map((action) => ({ event: 'widget_event', category: 'claim', action, label: PROFILE })),
    );
  });

  test('Enter in a field submits the form from the keyboard', async ({ page, requests }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.field('phone').press('Enter');

    await expectToasts(page, [CLAIM_SENT]);
    await expect(claim.dialog).toBeHidden();
    expect(await requests('claim')).toHaveLength(1);
  });

  test('a double click on submit sends one request, the button busy meanwhile', async ({ page, scenario, requests }) => {
    await scenario('claim', 'slow');
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.submit.dblclick();

    await expect(claim.submit).toBeDisabled();
    await expect(claim.submit).toHaveAttribute('aria-busy', 'true');
    await expect(claim.dialog).toBeHidden();
    expect(await requests('claim')).toHaveLength(1);
  });

  test('the server\'s single error message is a persistent toast; the modal, the input and the button stay', async ({
    page,
    scenario,
  }) => {
    await page.clock.install();
    await openDemoPage(page, PROFILE);
    await scenario('claim', 'error-message');
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.submit.click();

    await expectToasts(page, [ALREADY_CLAIMED]);
    await page.clock.runFor(10_000);
    await expectToasts(page, [ALREADY_CLAIMED]);
    await expect(claim.dialog).toBeVisible();
    await expectFieldsHold(claim, VALID);
    await expectUsable(claim.submit);
  });

  test('the magic claimant address claimed@example.com meets the "already claimed" answer', async ({ page }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, { ...VALID, visitor: 'claimed@example.com' });

    await claim.submit.click();

    await expectToasts(page, [ALREADY_CLAIMED]);
    await expect(claim.dialog).toBeVisible();
  });

  test('the server\'s error list marks the fields named by CODE and shows each message as a toast', async ({ page, scenario }) => {
    await scenario('claim', 'error-list');
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.submit.click();

    await expectToasts(page, ['Please enter your name', 'Please enter a valid e-mail address']);
    await expectFieldError(claim.field('name'), 'Please enter your name');
    await expectFieldError(claim.field('visitor'), 'Please enter a valid e-mail address');
    await expectFieldValid(claim.field('phone'));
    await expect(claim.dialog).toBeVisible();
    await expectFieldsHold(claim, VALID);
    await expectUsable(claim.submit);
  });

  for (const failure of TRANSPORT_FAILURES) {
    test(`a ${failure.outcome} answer shows "${failure.message}", keeps the modal and the input, and a retry succeeds`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
      requests,
    }) => {
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      await scenario('claim', failure.outcome, { sticky: failure.sticky ?? false });
      const claim = profileModal(page, 'claimModal');
      await openModal(claim);
      await fillFields(claim, VALID);

      await claim.submit.click();

      await expectToasts(page, [failure.message]);
      await expect(claim.dialog).toBeVisible();
      await expectFieldsHold(claim, VALID);
      await expectUsable(claim.submit);

      await clearScenario('claim');
      await claim.submit.click();
      await expect(claim.dialog).toBeHidden();
      expect((await requests('claim')).at(-1)?.scenario ?? null).toBeNull();
    });
  }

  test(`an answer slower than requestTimeoutMs shows "${requestMessages.requestTimeout}" and keeps everything`, async ({
    page,
    scenario,
  }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await openDemoPage(page, PROFILE);
    await scenario('claim', 'timeout');
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);

    await claim.submit.click();

    await expect(claim.submit).toBeDisabled();
    await expectToasts(page, [requestMessages.requestTimeout]);
    await expect(claim.dialog).toBeVisible();
    await expectFieldsHold(claim, VALID);
    await expectUsable(claim.submit);
  });

  test('a toast message holding markup is shown as text and runs nothing', async ({ page }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    await fillFields(claim, VALID);
    await answerNextPost(page, 'visitor=', JSON.stringify({ STATUS: 'error', MESSAGE: CANARY_MARKUP }));

    await claim.submit.click();

    await expectToasts(page, [CANARY_MARKUP]);
    await expect(page.locator('.notyf__message img, .notyf__message b')).toHaveCount(0);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __canary?: unknown }).__canary)).toBeUndefined();
  });

  test('axe finds no serious or critical violation with the modal open, fields marked invalid and a toast shown', async ({
    page,
    scenario,
  }) => {
    const claim = profileModal(page, 'claimModal');
    await openModal(claim);
    let violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await scenario('claim', 'error-list');
    await fillFields(claim, VALID);
    await claim.submit.click();
    await expect(toasts(page)).toHaveCount(2);
    await toastAnimationsDone(page);
    violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test('on /profile-no-video.html the claim modal works the same and posts that page as profile_link', async ({ page, requests, demo }) => {
  await openDemoPage(page, '/profile-no-video.html');
  const claim = profileModal(page, 'claimModal');
  await openModal(claim);
  await fillFields(claim, VALID);

  await claim.submit.click();

  await expectToasts(page, [CLAIM_SENT]);
  await expect(claim.dialog).toBeHidden();
  const calls = await requests('claim');
  expect(calls.map((call) => [call.path, call.fields['profile_link']])).toEqual([
    ['/profile-no-video.html', `${demo.url}/profile-no-video.html`],
  ]);
});
