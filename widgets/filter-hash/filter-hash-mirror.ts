import type { FilterHashValues } from './write-filter-hash.ts';

/**
 * How the filter hash mirrors the cookies: reads them, writes their hash and puts it in the
 * address. The component builds it (the address through its useUrlHash) and hands it to its lazy
 * part (apply-filter-hash.ts), so that both write the address the same way.
 */
export interface FilterHashMirror {
  readonly read: () => FilterHashValues;
  readonly write: (values: FilterHashValues) => string;
  readonly show: (hash: string) => void;
}
