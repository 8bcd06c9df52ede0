import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { notifyError, notifySuccess } from '../../../shared/notify/notify.ts';
import type { WidgetsApi } from '../../../shared/runtime/start-widgets.ts';
import { keepFocusOutOfClosedDialogs } from '../support/closed-dialog-focus.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';
import { errorMessageOf, isMarkedInvalid } from '../support/modal-widget-harness.ts';
import { startTestWidgets } from '../support/runtime-harness.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const ENDPOINT = '/controller/ajax/phone_reports.php';
const SUCCESS = JSON.stringify({ STATUS: 'success', MESSAGE: 'Thank you, your report has been sent.' });
const GENERIC_SUCCESS = 'Thank you for your report. We will look into it.';
const LABELS = ['Wrong or outdated information', 'Phone number does not work', "This is another person's phone number", 'Other reason'];

beforeEach(() => {
  keepFocusOutOfClosedDialogs();
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  history.replaceState(null, '', '/profile.html');
  window.dataLayer = [];
});

afterEach(() => {
  resetPage();
});

interface ReportPage {
  readonly api: WidgetsApi;
  readonly root: HTMLElement;
  readonly trigger: HTMLButtonElement;
  readonly dialog: () => HTMLDialogElement;
  readonly form: () => HTMLFormElement;
  readonly radio: (issue: string) => HTMLInputElement;
  readonly radios: () => HTMLInputElement[];
  readonly phone: () => HTMLInputElement | null;
  readonly reason: () => HTMLInputElement | null;
  readonly submitButton: () => HTMLButtonElement;
}

async function openReport(): Promise<ReportPage> {
  renderFixture(
    '<main><button type="button" id="trigger" aria-controls="reportModal" aria-haspopup="dialog">Report a problem</button></main>' +
      '<div id="root" data-widget="report-modal" data-dancer-id="42"></div>',
  );
  const api = startTestWidgets({ 'report-modal': () => import('../../../widgets/report-modal/index.ts') });
  await api.settled();
  const dialog = () => getElement<HTMLDialogElement>('dialog#reportModal');
  const form = () => getElement<HTMLFormElement>('form', dialog());
  const page: ReportPage = {
    api,
    root: getElement('#root'),
    trigger: getElement<HTMLButtonElement>('#trigger'),
    dialog,
    form,
    radio: (issue) => getElement<HTMLInputElement>(`input[type="radio"][name="issue"][value="${issue}"]`, form()),
    radios: () => [...form().querySelectorAll<HTMLInputElement>('input[type="radio"][name="issue"]')],
    phone: () => form().querySelector<HTMLInputElement>('input[name="other"][type="tel"]'),
    reason: () => form().querySelector<HTMLInputElement>('input[name="other"][type="text"]'),
    submitButton: () => getElement<HTMLButtonElement>('.modal-footer button[type="submit"]', dialog()),
  };
  await showReport(page);
  return page;
}

async function showReport(page: ReportPage): Promise<void> {
  page.trigger.focus();
  page.trigger.click();
  // The first opening loads the modal's chunk: give a busy machine time to transform it.
  await vi.waitFor(() => expect(page.dialog().open).toBe(true), { timeout: 5000 });
}

async function choose(page: ReportPage, issue: string): Promise<void> {
  page.radio(issue).click();
  await vi.waitFor(() => expect(page.radio(issue).checked).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function typeInto(field: HTMLInputElement | null, value: string): Promise<void> {
  if (!field) throw new Error('The extra input is not shown.');
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function submit(page: ReportPage): void {
  page.form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

async function settled(page: ReportPage): Promise<void> {
  await vi.waitFor(() => expect(page.submitButton().getAttribute('aria-busy')).toBeNull());
}

function postedBody(call: { body: string } | undefined): Array<[string, string]> {
  return [...new URLSearchParams(call?.body)];
}

describe('the report modal widget', () => {
  it('opens as a modal dialog labelled "Report a problem", focus on the first option', async () => {
    const page = await openReport();
    const dialog = page.dialog();

    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Report a problem');
    expect(document.activeElement).toBe(page.radio('1'));
  });

  it('groups the four issues in a fieldset with a legend, each radio labelled, none chosen and the submit button disabled', async () => {
    const page = await openReport();

    const fieldset = getElement('fieldset', page.form());
    expect(fieldset.querySelector('legend')?.textContent).toBe('What is wrong with this profile?');
    expect(page.radios().map((radio) => radio.value)).toEqual(['1', '2', '3', '4']);
    expect(page.radios().map((radio) => page.form().querySelector(`label[for="${radio.id}"]`)?.textContent)).toEqual(LABELS);
    expect(page.radios().every((radio) => fieldset.contains(radio) && !radio.checked)).toBe(true);
    expect(page.submitButton().textContent).toBe('Send report');
    expect(page.submitButton().disabled).toBe(true);
    expect(page.phone()).toBeNull();
    expect(page.reason()).toBeNull();
  });

  it('pushes an open event with the dancer id to the dataLayer', async () => {
    await openReport();

    // The event is pushed by an effect that may run a moment after the dialog shows.
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'widget_event', category: 'report', action: 'open', label: '42' }]));
  });

  it('closes on Escape and gives focus back to its trigger', async () => {
    const page = await openReport();
    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(document.activeElement).toBe(page.trigger);
  });
});

describe('the report options', () => {
  it.each(['1', '2', '3', '4'])('choosing issue %s enables the submit button', async (issue) => {
    const page = await openReport();

    await choose(page, issue);

    expect(page.submitButton().disabled).toBe(false);
  });

  it('issue 3 shows a labelled phone input (other, type=tel) and no reason input', async () => {
    const page = await openReport();

    await choose(page, '3');

    const phone = page.phone();
    expect(phone).not.toBeNull();
    expect(phone?.name).toBe('other');
    expect(phone?.type).toBe('tel');
    expect(page.form().querySelector(`label[for="${phone?.id}"]`)?.textContent).toBe('The right phone number');
    expect(page.reason()).toBeNull();
  });

  it('issue 4 shows a labelled reason input (other) and no phone input', async () => {
    const page = await openReport();

    await choose(page, '4');

    const reason = page.reason();
    expect(reason?.name).toBe('other');
    expect(page.form().querySelector(`label[for="${reason?.id}"]`)?.textContent).toBe('Your reason');
    expect(page.phone()).toBeNull();
  });

  it.each(['1', '2'])('issue %s hides both extra inputs', async (issue) => {
    const page = await openReport();
    await choose(page, '3');
    await choose(page, issue);

    expect(page.phone()).toBeNull();
    expect(page.reason()).toBeNull();
    expect(page.form().querySelectorAll('[name="other"]')).toHaveLength(0);
  });

  it('keeps what was typed in each extra input while switching between issues 3 and 4', async () => {
    const page = await openReport();
    await choose(page, '3');
    await typeInto(page.phone(), '+44 161 555 0100');
    await choose(page, '4');
    await typeInto(page.reason(), 'The profile is a copy');

    await choose(page, '3');
    expect(page.phone()?.value).toBe('+44 161 555 0100');
    await choose(page, '4');
    expect(page.reason()?.value).toBe('The profile is a copy');
  });
});

describe('report validation', () => {
  it('says "You haven\'t checked any issue!" on the options when submitted with none chosen, and sends nothing', async () => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openReport();

    submit(page);

    for (const radio of page.radios()) {
      expect(isMarkedInvalid(radio)).toBe(true);
      expect(errorMessageOf(radio)).toBe("You haven't checked any issue!");
    }
    expect(document.activeElement).toBe(page.radio('1'));
    expect(server.calls).toHaveLength(0);
  });

  it('clears that message once an issue is chosen', async () => {
    const page = await openReport();
    submit(page);

    await choose(page, '2');

    expect(page.radios().some((radio) => isMarkedInvalid(radio))).toBe(false);
    expect(getElement('#report-issue-1-error').textContent).toBe('');
  });

  it.each([
    ['3', 'phone', '', 'Please enter the phone number'],
    ['3', 'phone', '   ', 'Please enter the phone number'],
    ['4', 'reason', '', 'Please enter the reason'],
    ['4', 'reason', '  ', 'Please enter the reason'],
  ] as const)('issue %s with an empty extra input marks it invalid with its hint and sends nothing (%#)', async (issue, which, value, hint) => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openReport();
    await choose(page, issue);
    const field = which === 'phone' ? page.phone() : page.reason();
    await typeInto(field, value);

    submit(page);

    expect(isMarkedInvalid(field!)).toBe(true);
    expect(errorMessageOf(field!)).toBe(hint);
    expect(document.activeElement).toBe(field);
    expect(server.calls).toHaveLength(0);
  });

  it.each(['3', '4'])('editing the extra input of issue %s clears its invalid state', async (issue) => {
    const page = await openReport();
    await choose(page, issue);
    submit(page);
    const field = issue === '3' ? page.phone() : page.reason();
    expect(isMarkedInvalid(field!)).toBe(true);

    await typeInto(field, 'x');

    expect(isMarkedInvalid(field!)).toBe(false);
    expect(field?.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('report submission', () => {
  it.each([
    ['1', null, `${ENDPOINT}?id=42`, [['issue', '1']]],
    ['2', null, `${ENDPOINT}?id=42&type=2`, [['issue', '2']]],
    ['3', ' +44 161 555 0100 ', `${ENDPOINT}?id=42`, [['issue', '3'], ['other', '+44 161 555 0100']]],
    ['4', 'The profile is a copy', `${ENDPOINT}?id=42`, [['issue', '4'], ['other', 'The profile is a copy']]],
  ] as const)('issue %s posts to the phone reports endpoint with the right query and body', async (issue, other, url, body) => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openReport();
    await choose(page, issue);
    if (other !== null) await typeInto(issue === '3' ? page.phone() : page.reason(), other);

    submit(page);
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));

    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.url).toBe(url);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(postedBody(call)).toEqual(body);
  });

  it("uses the page config's phoneReports endpoint, appending to a query it already has", async () => {
    setPageConfig({ endpoints: { phoneReports: '/report.php?lang=de' } });
    const server = stubFetch({ text: SUCCESS });
    const page = await openReport();
    await choose(page, '2');

    submit(page);
    await settled(page);

    expect(server.calls[0]?.url).toBe('/report.php?lang=de&id=42&type=2');
  });

  it('sends one request however often it is submitted while the first is pending', async () => {
    const server = stubFetch('held');
    const page = await openReport();
    await choose(page, '1');

    submit(page);
    submit(page);
    page.submitButton().click();

    expect(server.calls).toHaveLength(1);
    expect(page.submitButton().disabled).toBe(true);
    expect(page.submitButton().getAttribute('aria-busy')).toBe('true');
    server.calls[0]?.respond(SUCCESS);
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(server.calls).toHaveLength(1);
  });

  it('on success shows the message, closes, resets the form (no choice, submit disabled), returns focus, tells analytics and the page', async () => {
    stubFetch({ text: SUCCESS });
    const page = await openReport();
    const sent = vi.fn();
    page.root.addEventListener('widgets:report-modal:sent', (event) => sent((event as CustomEvent).detail));
    await choose(page, '3');
    await typeInto(page.phone(), '+44 161 555 0100');

    submit(page);

    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Thank you, your report has been sent.');
    expect(notifyError).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(page.trigger);
    expect(sent).toHaveBeenCalledExactlyOnceWith({ dancerId: 42, issue: '3' });
    expect(window.dataLayer).toEqual(
      ['open', 'submit', 'success'].map((action) => ({ event: 'widget_event', category: 'report', action, label: '42' })),
    );
    // The reset comes after the submit lock let go of the button, which it must leave disabled.
    await vi.waitFor(() => expect(page.submitButton().disabled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.submitButton().disabled).toBe(true);

    await showReport(page);
    expect(page.radios().some((radio) => radio.checked)).toBe(false);
    expect(page.phone()).toBeNull();
    expect(page.submitButton().disabled).toBe(true);
    await choose(page, '3');
    expect(page.phone()?.value).toBe('');
  });

  it.each([
    ['an empty answer', ''],
    ['a plain token', '1'],
    ['plain text', 'OK'],
    ['JSON without STATUS', '{"saved":true}'],
  ])('treats %s with HTTP 200 as a success, with our own message', async (_name, text) => {
    stubFetch({ text });
    const page = await openReport();
    await choose(page, '1');

    submit(page);

    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(GENERIC_SUCCESS);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('marks the fields named by CODE of an error list and shows each message as a toast, keeping the choice and text', async () => {
    stubFetch({
      text: JSON.stringify({ STATUS: 'error', MESSAGE: ['Please enter the phone number'], CODE: ['other'] }),
    });
    const page = await openReport();
    await choose(page, '3');
    await typeInto(page.phone(), '0');

    submit(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Please enter the phone number');
    expect(errorMessageOf(page.phone()!)).toBe('Please enter the phone number');
    expect(page.radio('3').checked).toBe(true);
    expect(page.phone()?.value).toBe('0');
    expect(page.dialog().open).toBe(true);
  });

  it('shows a single error message as a persistent toast and keeps the choice', async () => {
    stubFetch({ text: JSON.stringify({ STATUS: 'error', MESSAGE: 'You have already reported this profile today.' }) });
    const page = await openReport();
    await choose(page, '4');
    await typeInto(page.reason(), 'Fake photos');

    submit(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith('You have already reported this profile today.', { persistent: true });
    expect(page.radio('4').checked).toBe(true);
    expect(page.reason()?.value).toBe('Fake photos');
    expect(page.submitButton().disabled).toBe(false);
  });

  const failures: ReadonlyArray<readonly [string, FetchAnswer, string]> = [
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, requestMessages.requestHttp.replace('{status}', '500')],
    ['an HTTP 403 answer', { text: 'Forbidden', status: 403 }, requestMessages.requestHttp.replace('{status}', '403')],
    ['a network failure', 'network-error', requestMessages.requestNetwork],
    ["PHP's error output (HTTP 200)", { text: '<br />\n<b>Fatal error</b>: Uncaught Error in /var/www/site.php' }, requestMessages.requestMalformed],
    ['a broken STATUS answer', { text: '{"STATUS":"error"}' }, requestMessages.requestMalformed],
  ];

  it.each(failures)('after %s shows its toast, keeps the modal, the choice and the text, and can send again', async (_name, answer, message) => {
    const server = stubFetch(answer, { text: SUCCESS });
    const page = await openReport();
    await choose(page, '4');
    await typeInto(page.reason(), 'Fake photos');

    submit(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(message);
    expect(page.dialog().open).toBe(true);
    expect(page.radio('4').checked).toBe(true);
    expect(page.reason()?.value).toBe('Fake photos');
    expect(page.submitButton().disabled).toBe(false);

    submit(page);
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(server.calls).toHaveLength(2);
  });

  it(`after requestTimeoutMs without an answer shows "${requestMessages.requestTimeout}" and keeps the choice`, async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    stubFetch('never');
    const page = await openReport();
    await choose(page, '2');

    submit(page);
    expect(page.submitButton().disabled).toBe(true);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(requestMessages.requestTimeout);
    expect(page.radio('2').checked).toBe(true);
    expect(page.submitButton().disabled).toBe(false);
  });
});
