import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { geoMessages } from '../../../shared/messages/catalogue/geo-messages.ts';
import { getElement, renderFixture } from '../support/dom-fixture.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { options, renderGeoSelect, withGeoSelectPage } from './geo-select-fixture.tsx';

const CITIES = '<option value="">Select city</option><option value="10">Toronto</option><optgroup label="Québec"><option value="11">Montr&eacute;al</option></optgroup>';

const page = withGeoSelectPage();

describe('<GeoSelect>', () => {
  it('adopts the server selects where they are: same options and choice, no status text, nothing requested', () => {
    const server = stubFetch({ text: CITIES });
    const before = Array.from(getElement('#geo').childNodes);
    getElement<HTMLSelectElement>('#c').value = '124';
    renderGeoSelect();
    expect(options('Country')).toEqual(['Select country', 'United States', 'Canada']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('124');
    expect(options('City')).toEqual(['Select city', 'Las Vegas']);
    // Labels, whitespace and the comment stay, the same nodes; only the failure lines' empty live regions are added.
    const after = Array.from(getElement('#geo').childNodes).filter((node) => !(node instanceof HTMLElement && node.className === 'geo-select-status'));
    expect(after.length).toBe(before.length);
    expect(after.every((node, index) => node === before[index])).toBe(true);
    expect(document.querySelectorAll('.geo-select-status:empty')).toHaveLength(2);
    expect(server.calls).toEqual([]);
  });

  it('renders a chosen country\'s cities, groups included, busy with "Loading…" meanwhile', async () => {
    const server = stubFetch('held');
    renderGeoSelect();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city.getAttribute('aria-busy')).toBe('true');
    expect(options('City')).toEqual([controlMessages.loading]);
    server.calls[0]?.respond(CITIES);
    await vi.waitFor(() => expect(options('City')).toEqual(['Select city', 'Toronto', 'Montréal']));
    expect(within(city).getByRole('group', { name: 'Québec' })).toBeDefined();
    expect(city.hasAttribute('aria-busy')).toBe(false);
    expect(page.context.events).toEqual([['load', { list: 'cities', count: 2 }]]);
  });

  it('shows a failure with "Try again" after the select, which repeats the call and goes away', async () => {
    stubFetch({ text: 'Internal Server Error', status: 500 }, { text: CITIES });
    renderGeoSelect();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    const retry = await screen.findByRole('button', { name: geoMessages.geoRetry });
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city.getAttribute('aria-describedby')).toBe(retry.parentElement?.id);
    expect(retry.parentElement?.textContent).toContain(geoMessages.geoCitiesFailed);
    expect(options('City')).toEqual(['Select city']);
    await userEvent.click(retry);
    expect(document.activeElement).toBe(city);
    await vi.waitFor(() => expect(options('City')).toEqual(['Select city', 'Toronto', 'Montréal']));
    expect(screen.queryByRole('button', { name: geoMessages.geoRetry })).toBeNull();
  });

  it('leaves plain options and the choice in the selects, and no live region, when unmounted', async () => {
    stubFetch({ text: CITIES });
    const { unmount } = renderGeoSelect();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    await vi.waitFor(() => expect(options('City')).toEqual(['Select city', 'Toronto', 'Montréal']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Toronto');
    unmount();
    expect(options('City')).toEqual(['Select city', 'Toronto', 'Montréal']);
    expect(getElement<HTMLSelectElement>('#ci').value).toBe('10');
    expect(options('Country')).toEqual(['Select country', 'United States', 'Canada']);
    expect(document.querySelector('.geo-select-status')).toBeNull();
    expect(getElement('#ci').hasAttribute('aria-describedby')).toBe(false);
  });

  it('reports a root without its two selects and renders nothing', () => {
    renderFixture('<div id="geo"><select data-geo="country"></select></div>');
    renderGeoSelect();
    expect(page.context.problems).toEqual([
      ['parts', 'it needs a <select data-geo="country"> and a <select data-geo="city"> inside; the selects were left as they are.'],
    ]);
  });
});
