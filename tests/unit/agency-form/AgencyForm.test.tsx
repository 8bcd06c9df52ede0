import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENCY_RELOAD_MS } from '../../../shared/constants.ts';
import { agencyFormMessages } from '../../../shared/messages/catalogue/agency-form-messages.ts';
import { requestMessages } from '../../../shared/messages/catalogue/request-messages.ts';
import { notifyError, notifySuccess } from '../../../shared/notify/notify.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { DEMO_AGENCY } from '../../../demo-pages/server/pages/add-profile/agency-fixture.ts';
import { renderAgencySection } from '../../../demo-pages/server/pages/add-profile/agency-section.ts';
import { AgencyForm } from '../../../widgets/agency-form/AgencyForm.tsx';
import type { AgencyFormOptions } from '../../../widgets/agency-form/agency-form-options.ts';
import { getElement, renderFixture, resetPage, setPageConfig } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';
import { stubFetch, type FetchAnswer } from '../support/fetch-stub.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const NO_AGENCY = { name: '', phone: '', email: '' };
const ENDPOINT = '/controller/ajax/change_agency_info.php';
const CHANGED = 'Info has been changed!';

let context: RecordingContext;
let stop: (() => void) | undefined;

/** Renders the widget's component on the server's form, as the runtime does; returns its unmount. */
function startAgencyForm(root: HTMLElement, options: AgencyFormOptions, widgetContext: RecordingContext): () => void {
  return render(<AgencyForm root={root} options={options} context={widgetContext} />).unmount;
}

function mount(agency = NO_AGENCY, { escortProfile = false, addProfileUrl = '#location' } = {}, extra = '') {
  renderFixture(
    `${renderAgencySection(agency)}<section id="location" hidden><h2>Location</h2></section><input id="elsewhere" aria-label="Elsewhere">${extra}`,
  );
  context = recordingContext('agency-form');
  stop = startAgencyForm(getElement('form'), { escortProfile, addProfileUrl }, context);
}

const form = () => getElement<HTMLFormElement>('form');
const nameField = () => getElement<HTMLInputElement>('[name="agency_name"]');
const phoneField = () => getElement<HTMLInputElement>('[name="agency_phone"]');
const emailField = () => getElement<HTMLInputElement>('[name="agency_email"]');
const changeButton = () => getElement<HTMLButtonElement>('button[type="submit"]');
const addButton = () => getElement<HTMLButtonElement>('[data-agency-add-profile]');
const status = () => getElement('[data-agency-status]');

function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function messageOf(field: HTMLInputElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true' || !field.classList.contains('is-invalid')) return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '' && !text.startsWith('These are')) ?? null;
}

async function submitValid(answer: FetchAnswer, name = 'Moonlight Models', phone = '+1 555 0100') {
  const fetchStub = stubFetch(answer);
  type(nameField(), name);
  type(phoneField(), phone);
  changeButton().focus();
  changeButton().click();
  return fetchStub;
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  resetPage();
  vi.useRealTimers();
});

describe('the agency form by role (spec §6)', () => {
  it('locks the prefilled name, phone and e-mail of an agency page: readonly, described by the reason', () => {
    mount(DEMO_AGENCY);
    for (const field of [nameField(), phoneField(), emailField()]) {
      expect(field.readOnly).toBe(true);
      const reasonId = field.getAttribute('aria-describedby');
      expect(document.getElementById(reasonId ?? '')?.textContent).toMatch(/^These are your agency’s details/);
    }
    expect(nameField().value).toBe(DEMO_AGENCY.name);
  });

  it('locks fields the template left editable, adding the reason element with the catalogue text', () => {
    renderFixture(`<form><input name="agency_name" value="Nova"><input name="agency_phone" value="1"><button>Change</button></form>`);
    context = recordingContext('agency-form');
    stop = startAgencyForm(getElement('form'), { escortProfile: false, addProfileUrl: '' }, context);
    const reason = getElement('[data-agency-lock-reason]');
    expect(reason.textContent).toBe(agencyFormMessages.agencyLockedReason);
    expect(nameField().readOnly).toBe(true);
    expect(nameField().getAttribute('aria-describedby')).toBe(reason.id);
    expect(phoneField().getAttribute('aria-describedby')).toBe(reason.id);
    stop!();
    stop = undefined;
    expect(nameField().readOnly).toBe(false);
    expect(nameField().hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('[data-agency-lock-reason]')).toBeNull();
  });

  it('on an escort profile page clears the agency name and leaves every field editable, without the reason', () => {
    mount(DEMO_AGENCY, { escortProfile: true });
    expect(nameField().value).toBe('');
    for (const field of [nameField(), phoneField(), emailField()]) {
      expect(field.readOnly).toBe(false);
      expect(field.hasAttribute('aria-describedby')).toBe(false);
    }
    expect(getElement('[data-agency-lock-reason]').hidden).toBe(true);
  });

  it('leaves the fields of a page without an agency empty and editable', () => {
    mount();
    for (const field of [nameField(), phoneField(), emailField()]) {
      expect(field.value).toBe('');
      expect(field.readOnly).toBe(false);
    }
  });

  it('reports a form without the contract fields once, and does nothing else', () => {
    renderFixture('<form><input name="name"></form>');
    context = recordingContext('agency-form');
    startAgencyForm(getElement('form'), { escortProfile: false, addProfileUrl: '' }, context);
    expect(context.problems).toEqual([
      ['markup', 'it needs a <form> with inputs named "agency_name" and "agency_phone"; the agency form was left as it is.'],
    ]);
  });
});

describe('the agency form checks (spec §5)', () => {
  it('checks the name on input: "Invalid name" under 4 characters, cleared at 4', () => {
    mount();
    type(nameField(), 'abc');
    expect(messageOf(nameField())).toBe('Invalid name');
    type(nameField(), 'abcd');
    expect(messageOf(nameField())).toBeNull();
    expect(nameField().hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks the phone on input: "Please complete a valid phone number" when emptied', () => {
    mount();
    type(phoneField(), '');
    expect(messageOf(phoneField())).toBe('Please complete a valid phone number');
  });

  it('on submit marks both empty fields, focuses the name and sends nothing', () => {
    mount();
    const fetchStub = stubFetch({ text: 'ok' });
    changeButton().click();
    expect(messageOf(nameField())).toBe('Invalid name');
    expect(messageOf(phoneField())).toBe('Please complete a valid phone number');
    expect(document.activeElement).toBe(nameField());
    expect(fetchStub.calls).toEqual([]);
  });
});

describe('the change button (spec §4, §7, §8)', () => {
  it('posts agency_name and agency_phone once, hiding the button and moving the focus to the status meanwhile', async () => {
    mount();
    const fetchStub = await submitValid('held');
    await vi.waitFor(() => expect(fetchStub.calls).toHaveLength(1));
    expect(fetchStub.calls[0]?.url).toBe(ENDPOINT);
    expect(fetchStub.calls[0]?.method).toBe('POST');
    expect(fetchStub.calls[0]?.body).toBe('agency_name=Moonlight+Models&agency_phone=%2B1+555+0100');
    expect(changeButton().hidden).toBe(true);
    expect(status().textContent).toBe(agencyFormMessages.agencySaving);
    expect(status().getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status());
    changeButton().click();
    form().requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchStub.calls).toHaveLength(1);
    fetchStub.calls[0]!.respond('agency_name_exist');
    await vi.waitFor(() => expect(changeButton().hidden).toBe(false));
  });

  it('shows "This name is already taken!" on the name for agency_name_exist, with the button back and the input kept', async () => {
    mount();
    await submitValid({ text: 'agency_name_exist' });
    await vi.waitFor(() => expect(messageOf(nameField())).toBe('This name is already taken!'));
    expect(vi.mocked(notifyError).mock.calls).toEqual([['This name is already taken!']]);
    expect(changeButton().hidden).toBe(false);
    expect(document.activeElement).toBe(nameField());
    expect(nameField().value).toBe('Moonlight Models');
    expect(status().textContent).toBe('');
  });

  it('shows "This phone is already registered!" on the phone for agency_phone_exist', async () => {
    mount();
    await submitValid({ text: 'agency_phone_exist' });
    await vi.waitFor(() => expect(messageOf(phoneField())).toBe('This phone is already registered!'));
    expect(vi.mocked(notifyError).mock.calls).toEqual([['This phone is already registered!']]);
    expect(messageOf(nameField())).toBeNull();
    expect(document.activeElement).toBe(phoneField());
  });

  it.each(['ok', 'anything else'])(`reads %j as success: "${CHANGED}", a countdown, and a reload after AGENCY_RELOAD_MS`, async (answer) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    mount();
    await submitValid({ text: answer });
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(CHANGED));
    expect(status().textContent).toBe(`${CHANGED} The page reloads in 4 s.`);
    expect(changeButton().hidden).toBe(true);
    expect(context.events).toEqual([['change', { name: 'Moonlight Models', phone: '+1 555 0100' }]]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(status().textContent).toBe(`${CHANGED} The page reloads in 2 s.`);
    expect(reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AGENCY_RELOAD_MS - 2000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each<[string, FetchAnswer, string]>([
    ['an HTTP 500', { text: 'Internal Server Error', status: 500 }, requestMessages.requestHttp.replace('{status}', '500')],
    ['a network failure', 'network-error', requestMessages.requestNetwork],
    ['PHP error output', { text: '<br />\n<b>Fatal error</b>: Uncaught Error' }, requestMessages.requestMalformed],
  ])('after %s shows the transport message, gives the button and its focus back and keeps the input', async (_case, answer, message) => {
    mount();
    await submitValid(answer);
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(message));
    expect(changeButton().hidden).toBe(false);
    expect(document.activeElement).toBe(changeButton());
    expect(status().textContent).toBe('');
    expect(nameField().value).toBe('Moonlight Models');
    expect(phoneField().value).toBe('+1 555 0100');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('after a timeout shows the timeout message and gives the button back', async () => {
    setPageConfig({ requestTimeoutMs: 100 });
    mount();
    await submitValid('never');
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(requestMessages.requestTimeout), { timeout: 2000 });
    expect(changeButton().hidden).toBe(false);
  });

  it('cancels a pending call when unmounted, showing nothing', async () => {
    mount();
    const fetchStub = await submitValid('held');
    await vi.waitFor(() => expect(fetchStub.calls).toHaveLength(1));
    stop!();
    stop = undefined;
    expect(fetchStub.calls[0]?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notifyError).not.toHaveBeenCalled();
    expect(changeButton().hidden).toBe(false);
  });
});

describe('the add-new-profile button', () => {
  it('says "Please set a name and a phone first" while one is missing and focuses the first missing field', () => {
    mount();
    addButton().click();
    expect(status().textContent).toBe('Please set a name and a phone first');
    expect(document.activeElement).toBe(nameField());
    type(nameField(), 'Moonlight Models');
    addButton().click();
    expect(status().textContent).toBe('Please set a name and a phone first');
    expect(document.activeElement).toBe(phoneField());
    expect(context.events).toEqual([]);
  });

  it('with both set shows the data-add-profile-url target, focuses its heading and dispatches add-profile', () => {
    mount();
    type(nameField(), 'Moonlight Models');
    type(phoneField(), '+1 555 0100');
    addButton().click();
    expect(getElement('#location').hidden).toBe(false);
    expect(document.activeElement).toBe(getElement('#location h2'));
    expect(status().textContent).toBe('');
    expect(context.events).toEqual([['add-profile', { name: 'Moonlight Models', phone: '+1 555 0100' }]]);
  });

  it('reports a data-add-profile-url naming no element of the page', () => {
    mount(NO_AGENCY, { addProfileUrl: '#nowhere' });
    type(nameField(), 'Moonlight Models');
    type(phoneField(), '+1 555 0100');
    addButton().click();
    expect(context.problems).toEqual([
      ['add-profile-url', 'data-add-profile-url="#nowhere" names no element of the page; "Add new profile" went nowhere.'],
    ]);
  });

  it('with an invalid name marks it instead of going on', () => {
    mount();
    type(nameField(), 'a_b_c');
    type(phoneField(), '1');
    addButton().click();
    expect(messageOf(nameField())).toBe('Invalid name');
    expect(document.activeElement).toBe(nameField());
    expect(context.events).toEqual([]);
  });
});
