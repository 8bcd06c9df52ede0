import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILTERS_COOKIE_MAX_BYTES, SHORT_COOKIE_LIFETIME_DAYS } from '../../../../shared/constants.ts';
import { readCookie, writeCookie } from '../../../../shared/cookies/cookies.ts';
import {
  filtersCookieBytes,
  hasNoFilters,
  sameFilters,
  saveFilters,
  StorableFiltersSchema,
} from '../../../../shared/cookies/filters-cookie.ts';
import { blockCookies, clearCookies, lifetimeDays, writeAt, spyCookieWrites } from '../../support/cookie-writes.ts';

/** Filters whose cookie takes exactly `bytes` bytes. */
function filtersOfSize(bytes: number): { q: string } {
  const base = filtersCookieBytes({ q: '' });
  return { q: 'x'.repeat(bytes - base) };
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('filtersCookieBytes', () => {
  it('counts "filters=" and the encoded JSON as stored by writeCookie', () => {
    const filters = { city: 'Zürich', services: ['a b', 'c+d'] };
    expect(filtersCookieBytes(filters)).toBe('filters='.length + encodeURIComponent(JSON.stringify(filters)).length);
    expect(writeCookie('filters', filters)).toBe(true);
    const stored = document.cookie.split('; ').find((pair) => pair.startsWith('filters='));
    expect(stored?.length).toBe(filtersCookieBytes(filters));
  });
});

describe('StorableFiltersSchema', () => {
  it(`accepts filters up to ${FILTERS_COOKIE_MAX_BYTES} bytes and refuses one more`, () => {
    expect(v.is(StorableFiltersSchema, filtersOfSize(FILTERS_COOKIE_MAX_BYTES))).toBe(true);
    const result = v.safeParse(StorableFiltersSchema, filtersOfSize(FILTERS_COOKIE_MAX_BYTES + 1));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(`is larger than the ${FILTERS_COOKIE_MAX_BYTES} bytes a cookie can safely hold`);
  });

  it('refuses what the filters cookie refuses', () => {
    expect(v.is(StorableFiltersSchema, { a: 1 })).toBe(false);
    expect(v.is(StorableFiltersSchema, ['a'])).toBe(false);
  });
});

describe('saveFilters', () => {
  it('writes the filters cookie for 1 day', () => {
    const writes = spyCookieWrites();
    expect(saveFilters({ city: '5', services: ['a'] })).toBe('saved');
    expect(readCookie('filters')).toEqual({ city: '5', services: ['a'] });
    expect(lifetimeDays(writeAt(writes))).toBe(SHORT_COOKIE_LIFETIME_DAYS);
  });

  it('refuses filters too large for a cookie and writes nothing, the old cookie kept', () => {
    saveFilters({ city: '5' });
    const writes = spyCookieWrites();
    expect(saveFilters(filtersOfSize(FILTERS_COOKIE_MAX_BYTES + 1))).toBe('too-large');
    expect(writes).toEqual([]);
    expect(readCookie('filters')).toEqual({ city: '5' });
  });

  it('removes the cookie when no filter is set', () => {
    saveFilters({ city: '5' });
    expect(saveFilters({})).toBe('saved');
    expect(readCookie('filters')).toBeUndefined();
    expect(document.cookie).not.toContain('filters=');
  });

  it('answers blocked when the browser drops the cookie', () => {
    blockCookies();
    expect(saveFilters({ city: '5' })).toBe('blocked');
  });
});

describe('sameFilters and hasNoFilters', () => {
  it('compare by content whatever the key order, lists in order', () => {
    expect(sameFilters({ a: '1', b: ['x', 'y'] }, { b: ['x', 'y'], a: '1' })).toBe(true);
    expect(sameFilters({ b: ['y', 'x'] }, { b: ['x', 'y'] })).toBe(false);
    expect(sameFilters({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameFilters({ a: '1', c: '3' }, { a: '1', b: '3' })).toBe(false);
    expect(sameFilters(undefined, {})).toBe(true);
    expect(sameFilters({ a: '1' }, undefined)).toBe(false);
  });

  it('treat absent and {} as no filters', () => {
    expect(hasNoFilters(undefined)).toBe(true);
    expect(hasNoFilters({})).toBe(true);
    expect(hasNoFilters({ a: '' })).toBe(false);
  });
});
