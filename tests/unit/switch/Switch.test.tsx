import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from '../../../widgets/switch/Switch.ts';
import { clearCookies } from '../support/cookie-writes.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

afterEach(() => {
  cleanup();
  resetPage();
  document.body.className = '';
  clearCookies();
});

describe('<Switch>', () => {
  it('renders nothing and shows the body\'s state on the server\'s control, following it', async () => {
    renderFixture('<button type="button" id="dark" aria-pressed="false">Dark mode</button>');
    document.body.className = 'dark-mode';
    const { container } = render(<Switch root={getElement('#dark')} options={{ switch: 'dark-mode' }} context={recordingContext('switch')} />);
    expect(container.innerHTML).toBe('');
    const control = screen.getByRole('button', { name: 'Dark mode', pressed: true });
    document.body.classList.remove('dark-mode');
    await vi.waitFor(() => expect(control.getAttribute('aria-pressed')).toBe('false'));
  });

  it('on a click, opens its panel and announces it; Escape closes it and gives the focus back', async () => {
    renderFixture('<button type="button" id="more" aria-controls="side" aria-expanded="false">More</button><aside id="side"><a href="#x">x</a></aside>');
    const context = recordingContext('switch');
    render(<Switch root={getElement('#more')} options={{ switch: 'mobile-sidebar' }} context={context} />);
    const control = screen.getByRole('button', { name: 'More', expanded: false });

    await userEvent.click(control);
    await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    expect(document.body.classList.contains('mobile-sidebar-active')).toBe(true);
    screen.getByRole('link', { name: 'x' }).focus();
    await userEvent.keyboard('{Escape}');

    expect(document.body.classList.contains('mobile-sidebar-active')).toBe(false);
    expect(document.activeElement).toBe(control);
    expect(context.events).toEqual([
      ['change', { switch: 'mobile-sidebar', value: 'on' }],
      ['change', { switch: 'mobile-sidebar', value: 'off' }],
    ]);
  });

  it('leaves no listener on its control once unmounted', async () => {
    renderFixture('<button type="button" id="safe" aria-pressed="false">Safe browsing</button>');
    const control = getElement('#safe');
    const added = vi.spyOn(control, 'addEventListener');
    const removed = vi.spyOn(control, 'removeEventListener');
    const { unmount } = render(<Switch root={control} options={{ switch: 'safe-browsing' }} context={recordingContext('switch')} />);
    unmount();
    expect(removed.mock.calls).toEqual(added.mock.calls);
    await userEvent.click(control);
    expect(document.body.classList.contains('safe-browsing')).toBe(false);
  });
});
