import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { Switch } from '../../../widgets/switch/Switch.ts';
import { clearCookies } from '../support/cookie-writes.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { expectImportedAfterIdlePrefetch, holdIdleCallbacks } from '../support/idle-callbacks.ts';

// Counts the imports of the activation chunk (vitest may call the factory once per importer): none before the idle prefetch.
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../widgets/switch/activate-switch.ts', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  resetPage();
  document.body.className = '';
  clearCookies();
  performance.clearMarks(IdlePrefetch.Mark);
  vi.unstubAllGlobals();
});

describe('<Switch> after the page has been idle (issue 19)', () => {
  it('evaluates its activation code once the idle prefetch has run (not before), then a tap opens the panel in its own task', async () => {
    const idle = holdIdleCallbacks();
    renderFixture('<button type="button" id="menu" data-switch="mobile-left-nav" aria-controls="nav" aria-expanded="false">Menu</button><nav id="nav"></nav>');
    const context = recordingContext('switch');
    render(<Switch root={getElement('#menu')} options={{ switch: 'mobile-left-nav' }} context={context} />);
    const control = screen.getByRole('button', { name: 'Menu', expanded: false });

    await expectImportedAfterIdlePrefetch(idle, imports, () => import('../../../widgets/switch/activate-switch.ts'));

    let openInClickTask = false;
    act(() => {
      control.click();
      // Read right after the click's dispatch: no promise or task between the tap and the panel.
      openInClickTask = document.body.classList.contains('mobile-col-left-nav-active');
    });
    expect(openInClickTask).toBe(true);
    expect(context.events).toEqual([['change', { switch: 'mobile-left-nav', value: 'on' }]]);
    expect(control.hasAttribute('aria-busy')).toBe(false);
    await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
  });
});
