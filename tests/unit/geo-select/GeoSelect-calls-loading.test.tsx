import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { controlMessages } from '../../../shared/messages/catalogue/control-messages.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { change, options, renderGeoSelect, TORONTO_ONLY, withGeoSelectPage } from './geo-select-fixture.tsx';

// Issue 19: a select changed as soon as the page has mounted meets the call code still on its way
// (a round trip on a phone). The code is held here until the test releases it.
const callCode = await vi.hoisted(async () => (await import('../support/deferred-chunk.ts')).createDeferredChunk());
vi.mock('../../../widgets/geo-select/fetch-geo-options.ts', async (importOriginal) => {
  await callCode.arrived;
  return importOriginal();
});

const page = withGeoSelectPage();

describe('<GeoSelect> changed before or after its call code is there', () => {
  it('marks the changed select aria-busy in the change\'s own task while the code loads, then loads the cities', async () => {
    const server = stubFetch('held');
    renderGeoSelect();
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });

    change(country, '124');
    expect(country.getAttribute('aria-busy')).toBe('true');
    expect(city.hasAttribute('aria-busy')).toBe(false);
    expect(server.calls).toEqual([]);

    callCode.release();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(country.hasAttribute('aria-busy')).toBe(false);
    expect(city.getAttribute('aria-busy')).toBe('true');
    expect(options('City')).toEqual([controlMessages.loading]);
    server.calls[0]?.respond(TORONTO_ONLY);
    await vi.waitFor(() => expect(options('City')).toEqual(['Select city', 'Toronto']));
    expect(city.hasAttribute('aria-busy')).toBe(false);
    expect(page.context.errors).toEqual([]);
  });

  it('with the code there, shows "Loading…" in the change\'s own task, with no promise in between', async () => {
    callCode.release();
    const server = stubFetch({ text: TORONTO_ONLY }, 'held');
    renderGeoSelect();
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });
    change(country, '124');
    await vi.waitFor(() => expect(options('City')).toEqual(['Select city', 'Toronto']));

    change(country, '818');
    expect(country.hasAttribute('aria-busy')).toBe(false);
    expect(city.getAttribute('aria-busy')).toBe('true');
    expect(options('City')).toEqual([controlMessages.loading]);
    expect(server.calls).toHaveLength(2);
  });
});
