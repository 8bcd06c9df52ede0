import { describe, expect, it } from 'vitest';
import { readFilterHash } from '../../../widgets/filter-hash/read-filter-hash.ts';
import { writeFilterHash, type FilterHashValues } from '../../../widgets/filter-hash/write-filter-hash.ts';

describe('writeFilterHash', () => {
  it('writes #sortby=…/filters=… with each value encodeURIComponent-encoded', () => {
    const filters = { city: 'Paris', services: ['massage', 'dinner date'] };
    expect(writeFilterHash({ sortby: 'price_asc', filters })).toBe(
      `#sortby=price_asc/filters=${encodeURIComponent(JSON.stringify(filters))}`,
    );
  });

  it('encodes "/" and "=" inside values, so that they never split pairs', () => {
    const hash = writeFilterHash({ filters: { q: 'a/b=c' } });
    expect(hash).toBe('#filters=%7B%22q%22%3A%22a%2Fb%3Dc%22%7D');
    expect(hash.slice(1).split('/')).toHaveLength(1);
  });

  it.each([
    [{}, ''],
    [{ sortby: undefined, filters: undefined }, ''],
    [{ sortby: '' }, ''],
    [{ filters: {} }, ''],
    [{ sortby: 'name', filters: {} }, '#sortby=name'],
    [{ filters: { city: '5' } }, '#filters=%7B%22city%22%3A%225%22%7D'],
  ] as const)('leaves absent and empty values out: %j gives %j', (values, hash) => {
    expect(writeFilterHash(values)).toBe(hash);
  });

  it.each<FilterHashValues>([
    { sortby: 'newest' },
    { filters: { city: 'Zürich', q: '50% & "quotes"; 1+1' } },
    { sortby: 'a.b,c:d|e-f_g', filters: { 'services[]': ['x'], incalls: '1', price_max: '80' } },
  ])('is read back to the same values by readFilterHash: %j', (values) => {
    expect(readFilterHash(writeFilterHash(values))).toEqual({ values, problems: [] });
  });
});
