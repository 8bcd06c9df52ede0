import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { geoMessages } from '../../../shared/messages/catalogue/geo-messages.ts';
import { GeoSelect } from '../../../widgets/geo-select/GeoSelect.tsx';
import { getElement, renderFixture, resetPage } from '../support/dom-fixture.ts';
import { recordingContext, type RecordingContext } from '../support/fake-context.ts';
import { stubFetch } from '../support/fetch-stub.ts';

// As PHP prints it: whitespace and a comment between the tags.
const PAGE = `<div data-widget="geo-select" id="geo">
  <label for="c">Country</label>
  <select id="c" data-geo="country">
    <option value="">Select country</option>
    <option value="818">United States</option>
    <option value="124">Canada</option>
  </select>
  <!-- city -->
  <label for="ci">City</label>
  <select id="ci" data-geo="city">
    <option value="">Select city</option>
    <option value="1">Las Vegas</option>
  </select>
  <div data-geo="area-block" hidden><label for="a">Area</label><select id="a" data-geo="area"></select></div>
</div>`;

const CITIES = '<option value="">Select city</option><option value="10">Toronto</option><optgroup label="Québec"><option value="11">Montr&eacute;al</option></optgroup>';

let context: RecordingContext;
const options = (name: string) => within(screen.getByRole('combobox', { name })).queryAllByRole('option').map((option) => option.textContent);
const renderGeoSelect = () => render(<GeoSelect root={getElement('#geo')} options={{ advancedSearch: false }} context={context} />);

beforeEach(() => {
  renderFixture(PAGE);
  context = recordingContext('geo-select');
});

afterEach(() => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
});

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
    expect(context.events).toEqual([['load', { list: 'cities', count: 2 }]]);
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
    expect(context.problems).toEqual([
      ['parts', 'it needs a <select data-geo="country"> and a <select data-geo="city"> inside; the selects were left as they are.'],
    ]);
  });
});
