import { describe, expect, it } from 'vitest';
import { changedValues } from '../../../widgets/filter-hash/sync-filter-hash.ts';

describe('changedValues', () => {
  it('gives nothing when the hash holds no value', () => {
    expect(changedValues({}, { sortby: 'name', filters: { city: '5' } })).toBeNull();
  });

  it('gives the sort key when it differs or the cookie is absent', () => {
    expect(changedValues({ sortby: 'name' }, { sortby: 'newest' })).toEqual({ sortby: 'name' });
    expect(changedValues({ sortby: 'name' }, {})).toEqual({ sortby: 'name' });
    expect(changedValues({ sortby: 'name' }, { sortby: 'name' })).toBeNull();
  });

  it('compares filters by content, whatever the key order', () => {
    expect(changedValues({ filters: { a: '1', b: ['x', 'y'] } }, { filters: { b: ['x', 'y'], a: '1' } })).toBeNull();
    expect(changedValues({ filters: { a: '1', b: ['y', 'x'] } }, { filters: { b: ['x', 'y'], a: '1' } })).toEqual({
      filters: { a: '1', b: ['y', 'x'] },
    });
    expect(changedValues({ filters: { a: '1' } }, { filters: { a: ['1'] } })).toEqual({ filters: { a: '1' } });
  });

  it('treats {} and an absent filters cookie as the same', () => {
    expect(changedValues({ filters: {} }, {})).toBeNull();
    expect(changedValues({ filters: {} }, { filters: { a: '1' } })).toEqual({ filters: {} });
  });

  it('gives only the values that differ', () => {
    expect(changedValues({ sortby: 'name', filters: { a: '1' } }, { sortby: 'name' })).toEqual({ filters: { a: '1' } });
  });
});
