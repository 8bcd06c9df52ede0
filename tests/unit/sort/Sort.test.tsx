import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../shared/cookies/cookies.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { Sort } from '../../../widgets/sort/Sort.tsx';
import { clearCookies } from '../support/cookie-writes.ts';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const SELECT = `<label for="sortby">Sort by</label>
<select id="sortby">
  <option value="newest">Newest</option>
  <option value="name">Name</option>
</select>`;

beforeEach(() => {
  clearCookies();
  vi.mocked(reloadPage).mockClear();
  renderFixture(SELECT);
});

afterEach(() => {
  cleanup();
  resetPage();
  clearCookies();
});

describe('<Sort>', () => {
  it('renders nothing and leaves the server select as printed', () => {
    const before = document.body.innerHTML;
    const { container } = render(<Sort root={getElement('#sortby')} options={{ cookie: 'sortby' }} context={recordingContext('sort')} />);
    expect(container.innerHTML).toBe('');
    expect(document.body.innerHTML).toBe(`${before}<div></div>`);
  });

  it('keeps the sort chosen with the pointer in its cookie, announces it and reloads', async () => {
    const context = recordingContext('sort');
    render(<Sort root={getElement('#sortby')} options={{ cookie: 'sortby' }} context={context} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(readCookie('sortby')).toBe('name');
    expect(context.events).toEqual([['change', { cookie: 'sortby', value: 'name' }]]);
  });

  it('removes every listener it added when unmounted, with the same arguments', () => {
    const select = getElement<HTMLSelectElement>('#sortby');
    const added = vi.spyOn(select, 'addEventListener');
    const removed = vi.spyOn(select, 'removeEventListener');
    const { unmount } = render(<Sort root={select} options={{ cookie: 'sortby' }} context={recordingContext('sort')} />);
    expect(added.mock.calls.map(([type]) => type).sort()).toEqual(['blur', 'change', 'keydown', 'keyup']);

    unmount();

    expect(removed.mock.calls).toEqual(expect.arrayContaining(added.mock.calls));
    expect(removed).toHaveBeenCalledTimes(added.mock.calls.length);
  });

  it('throws, naming the rule, when its root is not a select', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Sort root={getElement('label')} options={{ cookie: 'sortby' }} context={recordingContext('sort')} />)).toThrow(
      'data-widget="sort" goes on a <select> whose options are the sort keys',
    );
  });
});
