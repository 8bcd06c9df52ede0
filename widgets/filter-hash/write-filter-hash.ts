import type { FiltersValue } from '../../shared/cookies/cookie-catalogue.ts';

/** The values a filter hash carries (contract "Filter hash"), each as its cookie holds it. */
export interface FilterHashValues {
  readonly sortby?: string;
  readonly filters?: FiltersValue;
}

/**
 * Writes the filter hash for `values`: `#sortby=…/filters=…` (that order), each value
 * encodeURIComponent-encoded, `filters` as JSON; absent and empty values are left out, and ''
 * means no hash. `readFilterHash` reads it back to the same values. Pure.
 */
export function writeFilterHash({ sortby, filters }: FilterHashValues): string {
  const pairs = [
    sortby && `sortby=${encodeURIComponent(sortby)}`,
    filters && Object.keys(filters).length > 0 && `filters=${encodeURIComponent(JSON.stringify(filters))}`,
  ]
    .filter(Boolean)
    .join('/');
  return pairs && `#${pairs}`;
}
