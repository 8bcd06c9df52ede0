import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyFormMessages } from '../../../shared/messages/catalogue/agency-form-messages.ts';
import { agencyMessages } from '../../../shared/messages/catalogue/agency-messages.ts';
import { notifyError } from '../../../shared/notify/notify.ts';
import { AgencyForm } from '../../../widgets/agency-form/AgencyForm.tsx';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { stubFetch } from '../support/fetch-stub.ts';

vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));

// As a PHP template prints it: whitespace and a comment between the tags.
const FORM = `<form id="agency">
  <!-- agency -->
  <div class="form-group">
    <label for="n">Agency name</label>
    <input id="n" name="agency_name" value="">
  </div>
  <div class="form-group">
    <label for="p">Agency phone</label>
    <input id="p" name="agency_phone" value="">
  </div>
  <button type="submit">Change agency info</button>
  <button type="button" data-agency-add-profile>Add new profile</button>
  <p data-agency-status role="status" tabindex="-1"></p>
</form>`;

const renderForm = () =>
  render(<AgencyForm root={getElement('#agency')} options={{ escortProfile: false, addProfileUrl: '' }} context={recordingContext('agency-form')} />);
const nameField = () => screen.getByRole('textbox', { name: 'Agency name' });
const phoneField = () => screen.getByRole('textbox', { name: 'Agency phone' });

beforeEach(() => {
  renderFixture(FORM);
  vi.mocked(notifyError).mockClear();
});

afterEach(() => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
});

describe('<AgencyForm>', () => {
  it('renders nothing of its own until there is something to say, and keeps the server form node for node', () => {
    const before = Array.from(getElement('#agency').childNodes);
    renderForm();
    const after = Array.from(getElement('#agency').childNodes);
    expect(after).toHaveLength(before.length);
    expect(after.every((node, index) => node === before[index])).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the rule as the name is typed, as an error the field names, and clears it when valid', async () => {
    renderForm();
    await userEvent.type(nameField(), 'abc');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nameField().getAttribute('aria-describedby') ?? '')?.textContent).toBe(agencyMessages.invalidAgencyName);
    await userEvent.type(nameField(), 'd');
    expect(nameField().hasAttribute('aria-invalid')).toBe(false);
    expect(nameField().hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('.invalid-feedback')).toBeNull();
  });

  it('keeps what was typed through a refused name, hides the button while saving and gives it back', async () => {
    const server = stubFetch('held');
    renderForm();
    await userEvent.type(nameField(), 'Moonlight Models');
    await userEvent.type(phoneField(), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Change agency info' }));
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Change agency info' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(agencyFormMessages.agencySaving);
    expect(document.activeElement).toBe(screen.getByRole('status'));
    server.calls[0]?.respond('agency_name_exist');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Change agency info' })).toBeDefined());
    expect(document.activeElement).toBe(nameField());
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(vi.mocked(notifyError).mock.calls).toEqual([[agencyMessages.agencyNameTaken]]);
    expect((nameField() as HTMLInputElement).value).toBe('Moonlight Models');
    expect((phoneField() as HTMLInputElement).value).toBe('+1 555 0100');
  });

  it('asks for a name and a phone in the status line, in red, and clears it on input', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add new profile' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(agencyMessages.setNameAndPhoneFirst);
    expect(status.classList.contains('text-danger')).toBe(true);
    expect(document.activeElement).toBe(nameField());
    await userEvent.type(nameField(), 'M');
    expect(status.textContent).toBe('');
    expect(status.classList.contains('text-danger')).toBe(false);
  });

  it('removes its listeners, errors and texts when unmounted, leaving the typed values', async () => {
    const { unmount } = renderForm();
    await userEvent.type(nameField(), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Add new profile' }));
    unmount();
    expect(document.querySelector('.invalid-feedback')).toBeNull();
    expect(nameField().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    expect((nameField() as HTMLInputElement).value).toBe('ab');
  });
});
