import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../shared/notify/notify.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer, type StubbedCall } from '../support/fetch-stub.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import {
  errorMessageOf,
  fillForm,
  isMarkedInvalid,
  mountAndOpenModal,
  submitForm,
  type ModalWidgetPage,
} from '../support/modal-widget-harness.ts';

const loadShareWidget = () => import('../../../widgets/share-modal/index.ts');

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const PROFILE_PATH = '/profile/luna-42?lang=en';
const SHORT_URL = 'http://127.0.0.1:8080/s/abc123';
const SHORT_ANSWER = { text: JSON.stringify({ url: SHORT_URL }) } as const;
const VALID = {
  user_name: 'Sam',
  friend_email: 'friend@example.com',
  email_content: 'Have a look at this profile, I think you will like it.',
} as const;
const SUCCESS = JSON.stringify({ STATUS: 'success', MESSAGE: 'Your message has been sent to your friend.' });

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  consoleError = spyOnConsoleError();
  history.replaceState(null, '', PROFILE_PATH);
});

afterEach(() => {
  resetPage();
});

const openShare = () => mountAndOpenModal('share-modal', 'shareModal', loadShareWidget);

const shortUrlField = (page: ModalWidgetPage) => page.dialog().querySelector<HTMLInputElement>('#share-short-url')!;

const isShortUrlCall = (call: StubbedCall) => new URLSearchParams(call.body).get('getShortUrl') === '1';

async function shortLinkShown(page: ModalWidgetPage): Promise<void> {
  await vi.waitFor(() => expect(shortUrlField(page).value).toBe(SHORT_URL));
}

async function settled(page: ModalWidgetPage): Promise<void> {
  await vi.waitFor(() => expect(page.submitButton().disabled).toBe(false));
}

function expectInputKept(page: ModalWidgetPage): void {
  for (const [name, value] of Object.entries(VALID)) expect(page.field(name).value).toBe(value);
}

describe('the share modal widget', () => {
  it('opens from its trigger as a labelled modal dialog with its fields, labels and autocomplete tokens', async () => {
    stubFetch(SHORT_ANSWER);
    const page = await openShare();
    const dialog = page.dialog();

    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Share this profile');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(page.form().noValidate).toBe(true);
    const expected = [
      ['user_name', 'Your name', 'INPUT', 'name'],
      ['friend_email', "Your friend's e-mail address", 'INPUT', 'off'],
      ['email_content', 'Message', 'TEXTAREA', 'off'],
    ] as const;
    for (const [name, label, tag, autocomplete] of expected) {
      const field = page.field(name);
      expect(field.tagName).toBe(tag);
      expect(field.getAttribute('autocomplete')).toBe(autocomplete);
      expect(dialog.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(label);
    }
    expect((page.field('friend_email') as HTMLInputElement).type).toBe('email');
    expect(dialog.querySelector(`label[for="share-short-url"]`)?.textContent).toBe('Short link');
    expect(shortUrlField(page).readOnly).toBe(true);
    // The short link is no form field: it is neither posted nor reset with the form.
    expect(page.form().contains(shortUrlField(page))).toBe(false);
    await shortLinkShown(page);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('the short link', () => {
  it('is asked for on opening with getShortUrl=1 posted to the current page, and shown', async () => {
    const server = stubFetch(SHORT_ANSWER);
    const page = await openShare();

    await shortLinkShown(page);

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toBe(PROFILE_PATH);
    expect(server.calls[0]?.method).toBe('POST');
    expect(server.calls[0]?.body).toBe('getShortUrl=1');
    expect(server.calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('shows a loading state while it comes: aria-busy and "Loading…" describing the field', async () => {
    const server = stubFetch('held');
    const page = await openShare();
    const field = shortUrlField(page);

    await vi.waitFor(() => expect(field.getAttribute('aria-busy')).toBe('true'));
    const status = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(status?.textContent).toBe('Loading…');
    expect(field.value).toBe('');

    server.calls[0]?.respond(JSON.stringify({ url: SHORT_URL }));
    await shortLinkShown(page);
    expect(field.getAttribute('aria-busy')).toBe('false');
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(page.dialog().textContent).not.toContain('Loading…');
  });

  it('is not asked for again when the modal opens once more with the link known', async () => {
    const server = stubFetch(SHORT_ANSWER);
    const page = await openShare();
    await shortLinkShown(page);

    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    page.trigger.click();
    await vi.waitFor(() => expect(page.dialog().open).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(server.calls.filter(isShortUrlCall)).toHaveLength(1);
    expect(shortUrlField(page).value).toBe(SHORT_URL);
  });

  it('is asked for once when the modal is closed and opened again while the first call is pending', async () => {
    const server = stubFetch('held');
    const page = await openShare();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));

    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    page.trigger.click();
    await vi.waitFor(() => expect(page.dialog().open).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(server.calls).toHaveLength(1);
    server.calls[0]?.respond(JSON.stringify({ url: SHORT_URL }));
    await shortLinkShown(page);
  });

  const failures: ReadonlyArray<readonly [string, FetchAnswer, readonly unknown[][]]> = [
    [
      'a STATUS error message',
      { text: JSON.stringify({ STATUS: 'error', MESSAGE: 'The short link service is not available right now.' }) },
      [['The short link service is not available right now.', { persistent: true }]],
    ],
    [
      'a STATUS error list',
      {
        text: JSON.stringify({
          STATUS: 'error',
          MESSAGE: ['Could not create a short link.', 'Please copy the address from the address bar instead.'],
          CODE: ['getShortUrl', 'getShortUrl'],
        }),
      },
      [['Could not create a short link.'], ['Please copy the address from the address bar instead.']],
    ],
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, [[requestMessages.requestHttp.replace('{status}', '500')]]],
    ['a network failure', 'network-error', [[requestMessages.requestNetwork]]],
    ['a malformed (HTML) answer', { text: '<br />\n<b>Fatal error</b>' }, [[requestMessages.requestMalformed]]],
    ['a url that is not http(s)', { text: JSON.stringify({ url: 'javascript:window.__canary=1' }) }, [[requestMessages.requestMalformed]]],
    ['a relative url', { text: JSON.stringify({ url: '/s/abc123' }) }, [[requestMessages.requestMalformed]]],
    ['a success without url', { text: JSON.stringify({ STATUS: 'success', MESSAGE: 'ok' }) }, [[requestMessages.requestMalformed]]],
  ];

  it.each(failures)('after %s shows the failure, leaves the field empty and asks again at the next opening', async (_case, answer, toasts) => {
    const server = stubFetch(answer, SHORT_ANSWER);
    const page = await openShare();

    await vi.waitFor(() => expect(vi.mocked(notifyError).mock.calls).toEqual(toasts));
    const field = shortUrlField(page);
    expect(field.value).toBe('');
    await vi.waitFor(() => expect(field.getAttribute('aria-busy')).toBe('false'));
    expect(page.dialog().querySelector<HTMLButtonElement>('.share-short-link button')?.disabled).toBe(true);
    expect(notifySuccess).not.toHaveBeenCalled();

    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    page.trigger.click();

    await shortLinkShown(page);
    expect(server.calls.filter(isShortUrlCall)).toHaveLength(2);
  });

  it('after requestTimeoutMs without an answer shows the timeout message and leaves the field empty', async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    stubFetch('never');
    const page = await openShare();

    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledExactlyOnceWith(requestMessages.requestTimeout));
    expect(shortUrlField(page).value).toBe('');
  });

  it('aborts its pending call without a toast when the widget is unmounted', async () => {
    const server = stubFetch('held');
    const page = await openShare();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));

    page.api.unmount(page.root);

    expect(server.calls[0]?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notifyError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('copying the short link', () => {
  it('copies the link, tells analytics and dispatches widgets:share-modal:copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    stubFetch(SHORT_ANSWER);
    const page = await openShare();
    const copied = vi.fn();
    page.root.addEventListener('widgets:share-modal:copy', (event) => copied((event as CustomEvent).detail));
    await shortLinkShown(page);
    const button = page.dialog().querySelector<HTMLButtonElement>('.share-short-link button')!;

    button.click();

    await vi.waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SHORT_URL);
    expect(copied).toHaveBeenCalledExactlyOnceWith({ url: SHORT_URL });
    expect(window.dataLayer).toContainEqual({ event: 'widget_event', category: 'share', action: 'copy', label: PROFILE_PATH });
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});

describe('share form validation', () => {
  it.each([
    ['user_name', '', 'Please enter your name'],
    ['user_name', 'S', 'You have to type minimum 2 characters'],
    ['friend_email', '', 'Please enter friend e-mail address'],
    ['friend_email', 'friend@example', 'Please enter a valid e-mail address'],
    ['email_content', '', 'Please type in a message'],
    ['email_content', 'Have a look at it.', 'You have to type minimum 20 characters'],
  ])('marks %s = %j invalid with "%s" and sends nothing', async (name, value, message) => {
    const server = stubFetch(SHORT_ANSWER);
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, { ...VALID, [name]: value });

    submitForm(page);

    const field = page.field(name);
    expect(isMarkedInvalid(field)).toBe(true);
    expect(errorMessageOf(field)).toBe(message);
    expect(server.calls.filter((call) => !isShortUrlCall(call))).toHaveLength(0);
  });
});

describe('share form submission', () => {
  it('posts the fields and profile_link to the current page', async () => {
    const server = stubFetch(SHORT_ANSWER, { text: SUCCESS });
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));

    const [, call] = server.calls;
    expect(call?.url).toBe(PROFILE_PATH);
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({ ...VALID, profile_link: `${location.origin}${PROFILE_PATH}` });
  });

  it('sends one request for a double submission', async () => {
    const server = stubFetch(SHORT_ANSWER, 'held');
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);
    submitForm(page);

    expect(server.calls).toHaveLength(2);
    server.calls[1]?.respond(SUCCESS);
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(server.calls).toHaveLength(2);
  });

  it('on success shows the message, closes, empties the form but keeps the short link, and tells analytics and the page', async () => {
    stubFetch(SHORT_ANSWER, { text: SUCCESS });
    const page = await openShare();
    const sent = vi.fn();
    page.root.addEventListener('widgets:share-modal:sent', sent);
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);

    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Your message has been sent to your friend.');
    for (const name of Object.keys(VALID)) expect(page.field(name).value).toBe('');
    expect(shortUrlField(page).value).toBe(SHORT_URL);
    expect(document.activeElement).toBe(page.trigger);
    expect(sent).toHaveBeenCalledOnce();
    expect(window.dataLayer).toEqual(
      ['open', 'submit', 'success'].map((action) => ({ event: 'widget_event', category: 'share', action, label: PROFILE_PATH })),
    );
  });

  it('marks the fields named by CODE of an error list and toasts each message', async () => {
    stubFetch(SHORT_ANSWER, {
      text: JSON.stringify({
        STATUS: 'error',
        MESSAGE: ['You have to type minimum 2 characters', 'Please enter a valid e-mail address'],
        CODE: ['user_name', 'friend_email'],
      }),
    });
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);
    await settled(page);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(2));

    expect(vi.mocked(notifyError).mock.calls).toEqual([['You have to type minimum 2 characters'], ['Please enter a valid e-mail address']]);
    expect(errorMessageOf(page.field('user_name'))).toBe('You have to type minimum 2 characters');
    expect(errorMessageOf(page.field('friend_email'))).toBe('Please enter a valid e-mail address');
    expect(isMarkedInvalid(page.field('email_content'))).toBe(false);
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });

  it('shows a single error message as a persistent error toast', async () => {
    stubFetch(SHORT_ANSWER, { text: JSON.stringify({ STATUS: 'error', MESSAGE: 'This e-mail address does not accept messages from our site.' }) });
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalled());
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith('This e-mail address does not accept messages from our site.', { persistent: true });
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });

  it.each([
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, requestMessages.requestHttp.replace('{status}', '500')],
    ['a network failure', 'network-error', requestMessages.requestNetwork],
    ['a malformed answer', { text: '<b>Fatal error</b>' }, requestMessages.requestMalformed],
  ] as const)('after %s shows its transport message and keeps the modal, the input and the button usable', async (_case, answer, message) => {
    stubFetch(SHORT_ANSWER, answer as FetchAnswer);
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalled());
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(message);
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });

  it('after requestTimeoutMs without an answer shows the timeout message and keeps the input', async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    stubFetch(SHORT_ANSWER, 'never');
    const page = await openShare();
    await shortLinkShown(page);
    fillForm(page, VALID);

    submitForm(page);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledExactlyOnceWith(requestMessages.requestTimeout));
    await settled(page);

    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });
});
