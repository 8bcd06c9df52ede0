import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../shared/cookies/cookies.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { FilterForm } from '../../../widgets/filter-form/FilterForm.tsx';
import { getElement } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { setUpReloadingWidgetPage } from '../support/reloading-widget-page.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

setUpReloadingWidgetPage(`<form id="filters" aria-label="Filters">
    <label>Max price <input name="price_max"></label>
    <button type="submit">Apply</button><button type="reset">Clear</button>
  </form>`);

describe('<FilterForm>', () => {
  it('renders nothing: the form is the server\'s', () => {
    const { container } = render(<FilterForm root={getElement('#filters')} options={{}} context={recordingContext('filter-form')} />);
    expect(container.innerHTML).toBe('');
  });

  it('on Apply, saves the fields as the filters cookie, announces it, holds Apply busy and reloads once', async () => {
    const context = recordingContext('filter-form');
    render(<FilterForm root={getElement('#filters')} options={{}} context={context} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price' }), '120');
    const apply = screen.getByRole('button', { name: 'Apply' });

    await userEvent.click(apply);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(readCookie('filters')).toEqual({ price_max: '120' });
    expect(context.events).toEqual([['apply', { filters: { price_max: '120' }, profileTypes: {} }]]);
    await vi.waitFor(() => expect(apply).toHaveProperty('disabled', true));
    expect(apply.getAttribute('aria-busy')).toBe('true');
  });

  it('gives the buttons back and leaves the form to the browser once unmounted', async () => {
    const form = getElement('#filters');
    const added = vi.spyOn(form, 'addEventListener');
    const removed = vi.spyOn(form, 'removeEventListener');
    const { unmount } = render(<FilterForm root={form} options={{}} context={recordingContext('filter-form')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));

    unmount();

    expect(removed.mock.calls).toEqual(added.mock.calls);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(false);
  });
});
