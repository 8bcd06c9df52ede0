import * as v from 'valibot';
import { FILTERS_COOKIE_MAX_BYTES } from '../constants.ts';
import { cookieCatalogue, type FiltersValue } from './cookie-catalogue.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/** How saving the filters ended: stored, refused as too large for a cookie, or dropped by the browser. */
export type FiltersSaveOutcome = 'saved' | 'too-large' | 'blocked';

/** The bytes the filters cookie takes, `filters=` and the encoded JSON, as the browser counts them. */
export function filtersCookieBytes(filters: FiltersValue): number {
  // cookies.ts encodes every value with encodeURIComponent, so this is the stored length exactly.
  return 'filters='.length + encodeURIComponent(JSON.stringify(filters)).length;
}

/** The filters cookie's value, also refused when it would not fit in a cookie (FILTERS_COOKIE_MAX_BYTES). */
export const StorableFiltersSchema = v.pipe(
  cookieCatalogue.filters.schema,
  v.check(
    (filters) => filtersCookieBytes(filters) <= FILTERS_COOKIE_MAX_BYTES,
    `is larger than the ${FILTERS_COOKIE_MAX_BYTES} bytes a cookie can safely hold`,
  ),
);

/** Tells whether `filters` holds no filter at all: absent and `{}` both mean "no filters". */
export function hasNoFilters(filters: FiltersValue | undefined): boolean {
  return !filters || Object.keys(filters).length === 0;
}

/** Tells whether two filter objects hold the same filters, whatever their key order. */
export function sameFilters(a: FiltersValue | undefined, b: FiltersValue | undefined): boolean {
  const left = a ?? {};
  const right = b ?? {};
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && JSON.stringify(left[key]) === JSON.stringify(right[key]));
}

/**
 * Stores `filters` in the `filters` cookie (1 day), or removes the cookie when there is no filter.
 * Nothing is written when the value would not fit: a truncated cookie would be worse than none.
 */
export function saveFilters(filters: FiltersValue): FiltersSaveOutcome {
  if (!v.safeParse(StorableFiltersSchema, filters).success) return 'too-large';
  if (hasNoFilters(filters)) {
    removeCookie('filters');
    return readCookie('filters') === undefined ? 'saved' : 'blocked';
  }
  return writeCookie('filters', filters) ? 'saved' : 'blocked';
}
