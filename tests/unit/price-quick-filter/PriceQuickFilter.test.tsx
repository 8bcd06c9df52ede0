import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../shared/cookies/cookies.ts';
import { reloadPage } from '../../../shared/page/reload-page.ts';
import { PriceQuickFilter } from '../../../widgets/price-quick-filter/PriceQuickFilter.tsx';
import { getElement } from '../support/dom-fixture.ts';
import { recordingContext } from '../support/fake-context.ts';
import { setUpReloadingWidgetPage } from '../support/reloading-widget-page.ts';

vi.mock('../../../shared/page/reload-page.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../shared/notify/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

setUpReloadingWidgetPage('<button type="button" id="quick">Incalls up to 80</button>');

describe('<PriceQuickFilter>', () => {
  it('renders nothing: the button is the server\'s', () => {
    const { container } = render(<PriceQuickFilter root={getElement('#quick')} options={{}} context={recordingContext('price-quick-filter')} />);
    expect(container.innerHTML).toBe('');
  });

  it('on a click, is busy and disabled, saves the quick filter, announces it and reloads', async () => {
    const context = recordingContext('price-quick-filter');
    render(<PriceQuickFilter root={getElement('#quick')} options={{}} context={context} />);
    const button = screen.getByRole('button', { name: 'Incalls up to 80' });

    await userEvent.click(button);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(readCookie('filters')).toEqual({ incalls: '1', price_max: '80' });
    expect(context.events).toEqual([['apply', { filters: { incalls: '1', price_max: '80' } }]]);
  });

  it('leaves no click listener when unmounted (each removed with its arguments) and gives the button back', async () => {
    const button = getElement<HTMLButtonElement>('#quick');
    const added = vi.spyOn(button, 'addEventListener');
    const removed = vi.spyOn(button, 'removeEventListener');
    const { unmount } = render(<PriceQuickFilter root={button} options={{}} context={recordingContext('price-quick-filter')} />);
    await userEvent.click(button);

    unmount();

    expect(new Set(added.mock.calls.map(([type]) => type))).toEqual(new Set(['click']));
    expect(removed.mock.calls).toEqual(added.mock.calls);
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
