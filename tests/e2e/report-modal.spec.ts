import { requestMessages } from '../../shared/messages/catalogue/request-messages.ts';
import { describeViolations, findSeriousViolations } from './axe.ts';
import { expect, openDemoPage, overridePageConfig, test } from './fixtures.ts';
import {
  expectFieldError,
  expectFieldValid,
  expectToasts,
  expectUsable,
  PROFILE,
  SHORT_TIMEOUT_MS,
  toasts,
  TRANSPORT_FAILURES,
} from './modal-form-helpers.ts';
import { openReport, REPORT_OPTIONS as OPTIONS, reportModal } from './profile-modals.ts';

const ENDPOINT = '/controller/ajax/phone_reports.php';
const REPORT_SENT = 'Thank you, your report has been sent.';

test.describe('the report modal on the profile page', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('"Report a problem" opens a modal dialog with the four options in a labelled group and focus on the first', async ({ page }) => {
    const report = reportModal(page);
    await openReport(report);

    await expect(report.dialog).toHaveAttribute('role', 'dialog');
    await expect(report.dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: 'Report a problem' })).toBeVisible();
    const group = report.dialog.getByRole('group', { name: 'What is wrong with this profile?' });
    await expect(group.getByRole('radio')).toHaveCount(4);
    for (const [index, label] of OPTIONS.entries()) {
      await expect(group.getByRole('radio', { name: label })).toHaveAttribute('value', String(index + 1));
      await expect(group.getByRole('radio', { name: label })).not.toBeChecked();
    }
    await expect(report.option(1)).toBeFocused();
    await expect(report.submit).toBeDisabled();
    await expect(report.phone).toHaveCount(0);
    await expect(report.reason).toHaveCount(0);
  });

  test('Escape closes it and focus returns to its trigger', async ({ page }) => {
    const report = reportModal(page);
    await openReport(report);
    await page.keyboard.press('Escape');
    await expect(report.dialog).toBeHidden();
    await expect(report.trigger).toBeFocused();
  });

  test('its close button closes it and focus returns to its trigger; the choice and text are kept', async ({ page }) => {
    const report = reportModal(page);
    await openReport(report);
    await report.option(4).check();
    await report.reason.fill('Fake photos');

    await report.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(report.dialog).toBeHidden();
    await expect(report.trigger).toBeFocused();

    await openReport(report);
    await expect(report.option(4)).toBeChecked();
    await expect(report.reason).toHaveValue('Fake photos');
  });

  test('choosing enables submit; 3 shows the phone input only, 4 the reason only, 1 and 2 neither (arrow keys too)', async ({ page }) => {
    const report = reportModal(page);
    await openReport(report);

    await report.option(3).check();
    await expect(report.submit).toBeEnabled();
    await expect(report.phone).toBeVisible();
    await expect(report.phone).toHaveAttribute('type', 'tel');
    await expect(report.phone).toHaveAttribute('name', 'other');
    await expect(report.reason).toHaveCount(0);

    await page.keyboard.press('ArrowDown');
    await expect(report.option(4)).toBeChecked();
    await expect(report.reason).toBeVisible();
    await expect(report.reason).toHaveAttribute('name', 'other');
    await expect(report.phone).toHaveCount(0);

    for (const issue of [1, 2]) {
      await report.option(issue).check();
      await expect(report.phone).toHaveCount(0);
      await expect(report.reason).toHaveCount(0);
      await expect(report.submit).toBeEnabled();
    }
  });

  test('"You haven\'t checked any issue!" when the form is sent with no option chosen, and nothing is posted', async ({ page, requests }) => {
    const report = reportModal(page);
    await openReport(report);
    await expect(report.submit).toBeDisabled();

    // The button is disabled until a choice; a script or assistive tool can still send the form.
    await report.dialog.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());

    for (let issue = 1; issue <= 4; issue += 1) await expectFieldError(report.option(issue), "You haven't checked any issue!");
    await expect(report.option(1)).toBeFocused();
    expect(await requests('report')).toHaveLength(0);

    await report.option(2).check();
    await expectFieldValid(report.option(1));
  });

  test('issue 3 with an empty phone says "Please enter the phone number"; typing clears it', async ({ page, requests }) => {
    const report = reportModal(page);
    await openReport(report);
    await report.option(3).check();

    await report.submit.click();

    await expectFieldError(report.phone, 'Please enter the phone number');
    await expect(report.phone).toBeFocused();
    expect(await requests('report')).toHaveLength(0);
    await report.phone.pressSequentially('0');
    await expectFieldValid(report.phone);
  });

  test('issue 4 with an empty reason says "Please enter the reason"; typing clears it', async ({ page, requests }) => {
    const report = reportModal(page);
    await openReport(report);
    await report.option(4).check();
    await report.reason.fill('   ');

    await report.submit.click();

    await expectFieldError(report.reason, 'Please enter the reason');
    expect(await requests('report')).toHaveLength(0);
    await report.reason.pressSequentially('x');
    await expectFieldValid(report.reason);
  });

  for (const [issue, other, query, fields] of [
    [1, null, { id: '42' }, { issue: '1' }],
    [2, null, { id: '42', type: '2' }, { issue: '2' }],
    [3, '+44 161 555 0100', { id: '42' }, { issue: '3', other: '+44 161 555 0100' }],
    [4, 'The photos are of someone else', { id: '42' }, { issue: '4', other: 'The photos are of someone else' }],
  ] as const) {
    test(`issue ${issue} posts to ${ENDPOINT}?${new URLSearchParams(query)} with ${new URLSearchParams(fields)}, then closes and resets`, async ({
      page,
      requests,
    }) => {
      const report = reportModal(page);
      await openReport(report);
      await report.option(issue).check();
      if (other) await (issue === 3 ? report.phone : report.reason).fill(other);

      await report.submit.click();

      await expect(report.dialog).toBeHidden();
      await expectToasts(page, [REPORT_SENT]);
      await expect(report.trigger).toBeFocused();
      const calls = await requests('report');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.method).toBe('POST');
      expect(calls[0]?.path).toBe(ENDPOINT);
      expect(calls[0]?.query).toEqual(query);
      expect(calls[0]?.fields).toEqual(fields);
      expect(calls[0]?.headers.xRequestedWith).toBe('XMLHttpRequest');

      await openReport(report);
      for (let option = 1; option <= 4; option += 1) await expect(report.option(option)).not.toBeChecked();
      await expect(report.submit).toBeDisabled();
      await expect(report.phone).toHaveCount(0);
      await expect(report.reason).toHaveCount(0);
    });
  }

  test('a double click on Send report sends one request', async ({ page, scenario, requests }) => {
    await scenario('report', 'slow');
    const report = reportModal(page);
    await openReport(report);
    await report.option(1).check();

    await report.submit.dblclick();
    await expect(report.submit).toBeDisabled();
    await expect(report.submit).toHaveAttribute('aria-busy', 'true');
    await expect(report.dialog).toBeHidden({ timeout: 5000 });

    expect(await requests('report')).toHaveLength(1);
  });

  test('any other 2xx answer counts as a success, with our own message', async ({ page }) => {
    await page.route(
      (url) => url.pathname === ENDPOINT,
      (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '1' }),
    );
    const report = reportModal(page);
    await openReport(report);
    await report.option(2).check();

    await report.submit.click();

    await expect(report.dialog).toBeHidden();
    await expectToasts(page, ['Thank you for your report. We will look into it.']);
  });

  test('axe finds no serious or critical violation with the modal open and the phone input marked invalid', async ({ page }) => {
    const report = reportModal(page);
    await openReport(report);
    await report.option(3).check();
    await report.submit.click();
    await expectFieldError(report.phone, 'Please enter the phone number');

    const violations = await findSeriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('opening, sending and success are pushed to the dataLayer and the success is dispatched as widgets:report-modal:sent', async ({
    page,
  }) => {
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { reportEvents: unknown[] }).reportEvents = seen;
      document.addEventListener('widgets:report-modal:sent', (event) => seen.push((event as CustomEvent).detail));
    });
    const report = reportModal(page);
    await openReport(report);
    await report.option(2).check();
    await report.submit.click();
    await expect(report.dialog).toBeHidden();

    expect(await page.evaluate(() => (window as unknown as { reportEvents: unknown[] }).reportEvents)).toEqual([{ dancerId: 42, issue: '2' }]);
    const pushed = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { category?: unknown }).category === 'report'));
    expect(pushed).toEqual(['open', 'submit', 'success'].map((action) => ({ event: 'widget_event', category: 'report', action, label: '42' })));
  });
});

test.describe('a report the server does not accept', () => {
  test.beforeEach(async ({ page }) => {
    await openDemoPage(page, PROFILE);
  });

  test('an error message answer shows it as a persistent toast and keeps the choice and text', async ({ page, scenario }) => {
    await scenario('report', 'error-message');
    const report = reportModal(page);
    await openReport(report);
    await report.option(4).check();
    await report.reason.fill('Fake photos');

    await report.submit.click();

    await expectToasts(page, ['You have already reported this profile today.']);
    await expect(report.dialog).toBeVisible();
    await expect(report.option(4)).toBeChecked();
    await expect(report.reason).toHaveValue('Fake photos');
    await expectUsable(report.submit);
    await page.waitForTimeout(6000);
    await expect(toasts(page)).toHaveCount(1);
  });

  test('an error list answer shows each message and marks the fields it names', async ({ page, scenario }) => {
    await scenario('report', 'error-list');
    const report = reportModal(page);
    await openReport(report);
    await report.option(3).check();
    await report.phone.fill('0161');

    await report.submit.click();

    await expectToasts(page, ["You haven't checked any issue!", 'Please enter the phone number']);
    await expectFieldError(report.phone, 'Please enter the phone number');
    await expectFieldError(report.option(1), "You haven't checked any issue!");
    await expect(report.phone).toHaveValue('0161');
  });

  for (const failure of [
    ...TRANSPORT_FAILURES,
    {
      outcome: 'http-403' as const,
      message: requestMessages.requestHttp.replace('{status}', '403'),
      browserConsoleError: /Failed to load resource: the server responded with a status of 403/,
    },
  ]) {
    test(`a ${failure.outcome} answer shows "${failure.message}", keeps the choice and text, and a retry succeeds`, async ({
      page,
      scenario,
      clearScenario,
      expectConsoleError,
    }) => {
      if (failure.browserConsoleError) expectConsoleError(failure.browserConsoleError);
      await scenario('report', failure.outcome, { sticky: 'sticky' in failure ? failure.sticky : false });
      const report = reportModal(page);
      await openReport(report);
      await report.option(3).check();
      await report.phone.fill('+44 161 555 0100');

      await report.submit.click();

      await expectToasts(page, [failure.message]);
      await expect(report.dialog).toBeVisible();
      await expect(report.option(3)).toBeChecked();
      await expect(report.phone).toHaveValue('+44 161 555 0100');
      await expectUsable(report.submit);

      await clearScenario('report');
      await report.submit.click();
      await expect(report.dialog).toBeHidden();
    });
  }

  test(`an answer slower than requestTimeoutMs shows "${requestMessages.requestTimeout}" and keeps the choice`, async ({ page, scenario }) => {
    await overridePageConfig(page, PROFILE, { requestTimeoutMs: SHORT_TIMEOUT_MS });
    await openDemoPage(page, PROFILE);
    await scenario('report', 'timeout');
    const report = reportModal(page);
    await openReport(report);
    await report.option(1).check();

    await report.submit.click();
    await expect(report.submit).toBeDisabled();

    await expectToasts(page, [requestMessages.requestTimeout]);
    await expect(report.option(1)).toBeChecked();
    await expectUsable(report.submit);
  });
});

test('on /profile-no-video.html the report is about dancer 43', async ({ page, requests }) => {
  await openDemoPage(page, '/profile-no-video.html');
  const report = reportModal(page);
  await openReport(report);
  await report.option(2).check();

  await report.submit.click();

  await expect(report.dialog).toBeHidden();
  const calls = await requests('report');
  expect(calls.map((call) => call.query)).toEqual([{ id: '43', type: '2' }]);
});
