import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../../shared/cookies/cookies.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { FilterHash } from '../../../widgets/filter-hash/FilterHash.tsx';
import { clearCookies } from '../support/cookie-writes.ts';
import { recordingContext } from '../support/fake-context.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));

// happy-dom fires hashchange (on a timer) after replaceState; browsers do not. Stray ones stopped.
let hashchangeAllowed = false;
const stopStrayHashchange = (event: Event) => {
  if (!hashchangeAllowed) event.stopImmediatePropagation();
};

function followHash(hash: string): void {
  history.pushState(null, '', `/dancers.html${hash}`);
  hashchangeAllowed = true;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  hashchangeAllowed = false;
}

beforeEach(() => {
  window.addEventListener('hashchange', stopStrayHashchange);
  clearCookies();
  sessionStorage.clear();
  history.replaceState(null, '', '/dancers.html');
});

afterEach(() => {
  cleanup();
  window.removeEventListener('hashchange', stopStrayHashchange);
  clearCookies();
  sessionStorage.clear();
});

describe('<FilterHash>', () => {
  it('renders nothing, shows the cookies as the hash once, re-rendered or not', () => {
    writeCookie('sortby', 'name');
    const context = recordingContext('filter-hash');
    const props = { root: document.body, options: { page: 'dancers' }, context };
    const { container, rerender } = render(<FilterHash {...props} />);
    rerender(<FilterHash {...props} />);
    expect(container.innerHTML).toBe('');
    expect(location.hash).toBe('#sortby=name');
    expect(context.events).toEqual([['sync', { hash: '#sortby=name' }]]);
  });

  it('syncs again on each hashchange back to the hash it rebuilt, and stops once unmounted', async () => {
    writeCookie('sortby', 'name');
    const context = recordingContext('filter-hash');
    const { unmount } = render(<FilterHash root={document.body} options={{ page: 'home' }} context={context} />);
    await act(async () => followHash(''));
    expect(location.hash).toBe('#sortby=name');
    expect(context.events).toEqual([
      ['sync', { hash: '#sortby=name' }],
      ['sync', { hash: '#sortby=name' }],
    ]);
    unmount();
    await act(async () => followHash('#sortby=price_asc'));
    await vi.dynamicImportSettled();
    expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
    expect(context.events).toHaveLength(2);
  });
});
