import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from '../../../widgets/switch/Switch.ts';
import { clearCookies } from '../support/cookie-writes.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

// The activation chunk answers only when the test says so: the tap comes before the code (issue 19).
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('../../../widgets/switch/activate-switch.ts', async (importOriginal) => {
  const module = await importOriginal<typeof import('../../../widgets/switch/activate-switch.ts')>();
  await gate.opened;
  return module;
});

afterEach(() => {
  cleanup();
  resetPage();
  document.body.className = '';
  clearCookies();
});

describe('<Switch> tapped before its activation code is there', () => {
  it('is aria-busy at once, acts once for two taps when the code arrives, then is no longer busy', async () => {
    renderFixture('<button type="button" id="menu" data-switch="mobile-left-nav" aria-controls="nav" aria-expanded="false">Menu</button><nav id="nav"></nav>');
    const context = recordingContext('switch');
    render(<Switch root={getElement('#menu')} options={{ switch: 'mobile-left-nav' }} context={context} />);
    const control = screen.getByRole('button', { name: 'Menu', expanded: false });

    // Within the tap's own task (its microtasks included), so the next frame shows it.
    await act(async () => control.click());
    expect(control.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('false');
    expect(context.events).toEqual([]);

    gate.open();
    // The activation module is transformed on its first import: slow on a loaded machine.
    await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'), { timeout: 5000 });
    expect(control.hasAttribute('aria-busy')).toBe(false);
    expect(document.body.classList.contains('mobile-col-left-nav-active')).toBe(true);
    expect(context.events).toEqual([['change', { switch: 'mobile-left-nav', value: 'on' }]]);

    // With the code there, a tap acts again.
    await userEvent.click(control);
    await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('false'));
    expect(control.hasAttribute('aria-busy')).toBe(false);
  });
});
