import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../support/fetch-stub.ts';
import { change, options, renderGeoSelect, TORONTO_ONLY, withGeoSelectPage } from './geo-select-fixture.tsx';

// Issue 19: the changed select is `aria-busy` while the call code is on its way; here the first
// load of that code fails (a dropped connection on a phone) once the test lets it, and the next
// load succeeds. A file of its own: the widget's shared load (loadOnce) keeps a loaded chunk for
// the rest of the file, and GeoSelect-calls-loading's tests need it loaded.
const callCode = await vi.hoisted(async () => {
  const { createDeferredChunk } = await import('../support/deferred-chunk.ts');
  return { firstLoad: createDeferredChunk(), loads: 0 };
});
vi.mock('../../../widgets/geo-select/fetch-geo-options.ts', async (importOriginal) => {
  callCode.loads += 1;
  if (callCode.loads === 1) {
    await callCode.firstLoad.arrived;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const page = withGeoSelectPage();

describe('<GeoSelect> changed while its call code fails to load', () => {
  it('takes the changed select\'s aria-busy away, reports the failure once, and loads the code again on the next change', async () => {
    const server = stubFetch('held');
    renderGeoSelect();
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });

    change(country, '124');
    expect(country.getAttribute('aria-busy')).toBe('true');

    callCode.firstLoad.release();
    await vi.waitFor(() => expect(page.context.errors).toHaveLength(1));
    const [error, phase] = page.context.errors[0]!;
    expect(phase).toBe('loading its calls');
    expect(error).toBeInstanceOf(Error);
    expect(country.hasAttribute('aria-busy')).toBe(false);
    expect(city.hasAttribute('aria-busy')).toBe(false);
    expect(server.calls).toEqual([]);
    expect(options('City')).toEqual(['Select city', 'Las Vegas']);

    change(country, '124');
    expect(country.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(callCode.loads).toBe(2);
    expect(Object.fromEntries(new URLSearchParams(server.calls[0]!.body))).toMatchObject({ get: 'cities', country_id: '124' });
    expect(country.hasAttribute('aria-busy')).toBe(false);
    expect(city.getAttribute('aria-busy')).toBe('true');
    server.calls[0]!.respond(TORONTO_ONLY);
    await vi.waitFor(() => expect(options('City')).toEqual(['Select city', 'Toronto']));
    expect(city.hasAttribute('aria-busy')).toBe(false);
    expect(page.context.errors).toHaveLength(1);
  });
});
