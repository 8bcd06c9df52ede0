import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAgeCheck } from '../../../demo-pages/server/pages/render-age-check.ts';
import { AGE_CHECK_LEAVE_URL } from '../../../shared/constants.ts';
import { readCookie, writeCookie } from '../../../shared/cookies/cookies.ts';
import { AgeCheck } from '../../../widgets/age-check/AgeCheck.tsx';
import { leaveSite } from '../../../widgets/age-check/leave-site.ts';
import { clearCookies } from '../support/cookie-writes.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

vi.mock('../../../widgets/age-check/leave-site.ts', () => ({ leaveSite: vi.fn() }));

const options = { leaveUrl: AGE_CHECK_LEAVE_URL };

beforeEach(() => {
  clearCookies();
  vi.mocked(leaveSite).mockClear();
  renderFixture(renderAgeCheck().replace('<div data-widget="age-check">', '<div id="age" data-widget="age-check">'));
});

afterEach(() => {
  cleanup();
  resetPage();
  document.body.removeAttribute('style');
  document.body.className = '';
  clearCookies();
});

describe('<AgeCheck>', () => {
  it('renders the gate in place of the template dialog, focus on "I am 18 or older", and ends it on confirming', async () => {
    const root = getElement('#age');
    const template = root.querySelector('dialog');
    const context = recordingContext('age-check');
    render(<AgeCheck root={root} options={options} context={context} />);

    const gate = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(gate).not.toBe(template);
    expect(template?.isConnected).toBe(false);
    expect(root.querySelectorAll('dialog')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I am 18 or older' }));

    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));

    await waitFor(() => expect(root.querySelector('dialog')).toBe(template));
    expect(template?.open).toBe(false);
    expect(readCookie('agecheck')).toBe('1');
    expect(context.events).toEqual([['show', {}], ['confirm', { stored: true }]]);
  });

  it('sends the visitor away on "Leave", the gate staying', async () => {
    render(<AgeCheck root={getElement('#age')} options={options} context={recordingContext('age-check')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith(AGE_CHECK_LEAVE_URL);
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toHaveProperty('open', true);
  });

  it('gives the template dialog back in its place, between the template\'s comments and whitespace, once answered', async () => {
    const root = getElement('#age');
    root.insertAdjacentHTML('afterbegin', '\n  <!-- 18+ gate -->\n  ');
    root.insertAdjacentHTML('beforeend', '\n  <p>After the gate</p>\n');
    const before = root.innerHTML;
    render(<AgeCheck root={root} options={options} context={recordingContext('age-check')} />);
    await screen.findByRole('dialog', { name: 'Adults only' });
    expect(root.querySelectorAll('dialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));

    await waitFor(() => expect(root.innerHTML).toBe(before));
  });

  it('renders nothing and downloads no gate for a visitor who confirmed before', async () => {
    writeCookie('agecheck', '1');
    const root = getElement('#age');
    const before = root.innerHTML;
    const { container } = render(<AgeCheck root={root} options={options} context={recordingContext('age-check')} />);
    await vi.dynamicImportSettled();
    expect(container.innerHTML).toBe('');
    expect(root.innerHTML).toBe(before);
  });
});
