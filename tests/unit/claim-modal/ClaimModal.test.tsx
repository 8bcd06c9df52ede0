import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../shared/notify/notify.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';
import { spyOnConsoleError, type ConsoleErrorSpy } from '../support/console-spy.ts';
import {
  errorMessageOf,
  fillForm,
  isMarkedInvalid,
  mountAndOpenModal,
  mountModalWidget,
  openModal,
  submitForm,
  type ModalWidgetPage,
} from '../support/modal-widget-harness.ts';

const loadClaimWidget = () => import('../../../widgets/claim-modal/index.ts');

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const PROFILE_PATH = '/profile/luna-42?lang=en';
const VALID = { name: 'Luna Owner', visitor: 'owner@example.com', phone: '+44 161 555 0142' } as const;
const SUCCESS = JSON.stringify({ STATUS: 'success', MESSAGE: 'Thank you! We will contact you shortly to confirm the claim.' });

let consoleError: ConsoleErrorSpy;

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  consoleError = spyOnConsoleError();
  history.replaceState(null, '', `${PROFILE_PATH}#reviews`);
});

afterEach(() => {
  resetPage();
});

const openClaim = () => mountAndOpenModal('claim-modal', 'claimModal', loadClaimWidget);

/** Waits until the submission is over: the submit button usable again. */
async function settled(page: ModalWidgetPage): Promise<void> {
  await vi.waitFor(() => expect(page.submitButton().disabled).toBe(false));
}

function expectInputKept(page: ModalWidgetPage): void {
  for (const [name, value] of Object.entries(VALID)) expect(page.field(name).value).toBe(value);
}

describe('the claim modal widget', () => {
  it('ships only a trigger listener: no dialog and no request until a trigger is clicked', async () => {
    const server = stubFetch({ text: SUCCESS });
    const page = await mountModalWidget('claim-modal', 'claimModal', loadClaimWidget);

    expect(document.getElementById('claimModal')).toBeNull();
    expect(page.root.getAttribute('data-widget-state')).toBe('mounted');
    expect(server.calls).toHaveLength(0);
  });

  it('opens from its trigger as a labelled modal dialog with focus on the name field', async () => {
    const page = await openClaim();
    const dialog = page.dialog();

    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Claim this profile');
    expect(document.activeElement).toBe(page.field('name'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders the three fields with labels, autocomplete tokens and types, in a form the browser does not validate', async () => {
    const page = await openClaim();

    expect(page.form().noValidate).toBe(true);
    const expected = [
      ['name', 'Your name', 'text', 'name'],
      ['visitor', 'Your e-mail address', 'email', 'email'],
      ['phone', 'Your phone', 'tel', 'tel'],
    ] as const;
    for (const [name, label, type, autocomplete] of expected) {
      const field = page.field(name) as HTMLInputElement;
      expect(field.type).toBe(type);
      expect(field.getAttribute('autocomplete')).toBe(autocomplete);
      expect(field.required).toBe(true);
      expect(page.dialog().querySelector(`label[for="${field.id}"]`)?.textContent).toBe(label);
    }
    expect(page.submitButton().textContent).toBe('Send claim');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const page = await openClaim();

    page.dialog().dispatchEvent(new Event('cancel', { cancelable: true }));

    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(document.activeElement).toBe(page.trigger);
  });

  it('opens again from the trigger after being closed, keeping what was typed', async () => {
    const page = await openClaim();
    fillForm(page, VALID);
    page.dialog().querySelector<HTMLButtonElement>('.modal-header .close')?.click();
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));

    await openModal(page);

    expectInputKept(page);
  });
});

describe('claim form validation', () => {
  it.each([
    ['name', '', 'Please enter your name'],
    ['name', '   ', 'Please enter your name'],
    ['name', 'L', 'You have to type minimum 2 characters'],
    ['visitor', '', 'Please enter your e-mail address'],
    ['visitor', 'owner@', 'Please enter a valid e-mail address'],
    ['visitor', 'owner.example.com', 'Please enter a valid e-mail address'],
    ['phone', '', 'Please enter your phone'],
    ['phone', '016155501', 'You have to type minimum 10 characters'],
  ])('marks %s = %j invalid with "%s" and sends nothing', async (name, value, message) => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openClaim();
    fillForm(page, { ...VALID, [name]: value });

    submitForm(page);

    const field = page.field(name);
    expect(isMarkedInvalid(field)).toBe(true);
    expect(errorMessageOf(field)).toBe(message);
    expect(document.activeElement).toBe(field);
    for (const other of Object.keys(VALID).filter((key) => key !== name)) expect(isMarkedInvalid(page.field(other))).toBe(false);
    expect(server.calls).toHaveLength(0);
    expect(page.dialog().open).toBe(true);
  });

  it('marks every invalid field at once, focusing the first', async () => {
    const page = await openClaim();

    submitForm(page);

    expect(Object.keys(VALID).map((name) => errorMessageOf(page.field(name)))).toEqual([
      'Please enter your name',
      'Please enter your e-mail address',
      'Please enter your phone',
    ]);
    expect(document.activeElement).toBe(page.field('name'));
  });

  it('clears a mark once the field is valid at the next submission', async () => {
    stubFetch('held');
    const page = await openClaim();
    fillForm(page, { ...VALID, name: 'L' });
    submitForm(page);
    expect(isMarkedInvalid(page.field('name'))).toBe(true);

    fillForm(page, VALID);
    submitForm(page);

    expect(isMarkedInvalid(page.field('name'))).toBe(false);
    expect(page.field('name').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('claim form submission', () => {
  it('posts the trimmed fields and profile_link (the absolute page address without hash) to the current page', async () => {
    const server = stubFetch({ text: SUCCESS });
    const page = await openClaim();
    fillForm(page, { ...VALID, name: '  Luna Owner ' });

    submitForm(page);
    await settled(page);

    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.url).toBe(PROFILE_PATH);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.bodyInit).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      ...VALID,
      profile_link: `${location.origin}${PROFILE_PATH}`,
    });
  });

  it('sends one request however often it is submitted while the first is pending, with the button disabled and busy', async () => {
    const server = stubFetch('held');
    const page = await openClaim();
    fillForm(page, VALID);

    submitForm(page);
    submitForm(page);
    page.submitButton().click();

    expect(server.calls).toHaveLength(1);
    expect(page.submitButton().disabled).toBe(true);
    expect(page.submitButton().getAttribute('aria-busy')).toBe('true');
    server.calls[0]?.respond(SUCCESS);
    await settled(page);
    expect(server.calls).toHaveLength(1);
  });

  it('on success shows the message, closes the modal, empties the form, returns focus and tells analytics and the page', async () => {
    stubFetch({ text: SUCCESS });
    const page = await openClaim();
    const sent = vi.fn();
    page.root.addEventListener('widgets:claim-modal:sent', sent);
    fillForm(page, VALID);

    submitForm(page);

    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith('Thank you! We will contact you shortly to confirm the claim.');
    expect(notifyError).not.toHaveBeenCalled();
    for (const name of Object.keys(VALID)) expect(page.field(name).value).toBe('');
    expect(document.activeElement).toBe(page.trigger);
    expect(sent).toHaveBeenCalledOnce();
    expect(window.dataLayer).toEqual(
      ['open', 'submit', 'success'].map((action) => ({ event: 'widget_event', category: 'claim', action, label: PROFILE_PATH })),
    );
    expect(page.submitButton().disabled).toBe(false);
  });

  it('marks the fields named by CODE of an error list and shows each message as an error toast', async () => {
    stubFetch({
      text: JSON.stringify({
        STATUS: 'error',
        MESSAGE: ['Please enter your name', 'Please enter a valid e-mail address'],
        CODE: ['name', 'visitor'],
      }),
    });
    const page = await openClaim();
    fillForm(page, VALID);

    submitForm(page);
    await settled(page);

    expect(vi.mocked(notifyError).mock.calls).toEqual([['Please enter your name'], ['Please enter a valid e-mail address']]);
    expect(errorMessageOf(page.field('name'))).toBe('Please enter your name');
    expect(errorMessageOf(page.field('visitor'))).toBe('Please enter a valid e-mail address');
    expect(isMarkedInvalid(page.field('phone'))).toBe(false);
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });

  it('shows a single error message as a persistent error toast, keeping the modal and the input', async () => {
    stubFetch({ text: JSON.stringify({ STATUS: 'error', MESSAGE: 'This profile has already been claimed.' }) });
    const page = await openClaim();
    fillForm(page, VALID);

    submitForm(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith('This profile has already been claimed.', { persistent: true });
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });

  const failures: ReadonlyArray<readonly [string, FetchAnswer, string]> = [
    ['an HTTP 500 answer', { text: 'Internal Server Error', status: 500 }, requestMessages.requestHttp.replace('{status}', '500')],
    ['a network failure', 'network-error', requestMessages.requestNetwork],
    ['a malformed (HTML) answer', { text: '<br />\n<b>Fatal error</b>: Uncaught Error' }, requestMessages.requestMalformed],
    ['a JSON answer without STATUS', { text: '{"ok":true}' }, requestMessages.requestMalformed],
  ];

  it.each(failures)('after %s shows its transport message, keeps the modal open, the input and the button usable', async (_case, answer, message) => {
    const server = stubFetch(answer, { text: SUCCESS });
    const page = await openClaim();
    fillForm(page, VALID);

    submitForm(page);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(message);
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
    expect(page.submitButton().getAttribute('aria-busy')).toBeNull();

    // The visitor tries again, and this time it goes through.
    submitForm(page);
    await vi.waitFor(() => expect(page.dialog().open).toBe(false));
    expect(server.calls).toHaveLength(2);
  });

  it('after requestTimeoutMs without an answer shows the timeout message and keeps everything', async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    stubFetch('never');
    const page = await openClaim();
    fillForm(page, VALID);

    submitForm(page);
    expect(page.submitButton().disabled).toBe(true);
    await settled(page);

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(requestMessages.requestTimeout);
    expect(page.dialog().open).toBe(true);
    expectInputKept(page);
  });

  it('aborts a pending submission without a toast when unmounted, and leaves the root as it was', async () => {
    const server = stubFetch('held');
    const page = await openClaim();
    fillForm(page, VALID);
    submitForm(page);

    page.api.unmount(page.root);

    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(document.getElementById('claimModal')).toBeNull();
    expect(page.root.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notifyError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses the page config translations of its texts', async () => {
    setPageConfig({ messages: { claimTitle: 'Profil beanspruchen', enterYourName: 'Bitte Namen eingeben' } });
    const page = await openClaim();

    submitForm(page);

    expect(page.dialog().querySelector('.modal-title')?.textContent).toBe('Profil beanspruchen');
    expect(errorMessageOf(page.field('name'))).toBe('Bitte Namen eingeben');
  });
});
