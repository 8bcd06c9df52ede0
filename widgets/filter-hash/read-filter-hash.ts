import * as v from 'valibot';
import { FILTER_HASH_MAX_CHARS, FILTERS_COOKIE_MAX_BYTES } from '../../shared/constants.ts';
import { cookieCatalogue, type FiltersValue } from '../../shared/cookies/cookie-catalogue.ts';
import { StorableFiltersSchema } from '../../shared/cookies/filters-cookie.ts';
import type { FilterHashValues } from './write-filter-hash.ts';

/** The names a filter hash may carry (contract "Filter hash"): the cookies it mirrors. */
export const FILTER_HASH_NAMES = ['sortby', 'filters'] as const;

/** A name a filter hash may carry. */
export type FilterHashName = (typeof FILTER_HASH_NAMES)[number];

/** A filter hash read: the values it validly gives, and what was left out of it and why. */
export interface FilterHashReading {
  readonly values: FilterHashValues;
  readonly problems: readonly string[];
}

// Names are quoted from the address into the console: keep them short.
const quote = (text: string) => JSON.stringify(text.length > 32 ? `${text.slice(0, 32)}…` : text);

function isFilterHashName(name: string): name is FilterHashName {
  return (FILTER_HASH_NAMES as readonly string[]).includes(name);
}

/** Decodes one value and checks it against its cookie's schema; a sentence on what is wrong otherwise. */
function readValue(name: FilterHashName, encoded: string): { readonly value: unknown } | { readonly problem: string } {
  if (encoded === '') return { problem: `${name} is empty` };
  if (encoded.length > FILTERS_COOKIE_MAX_BYTES) return { problem: `${name} is longer than ${FILTERS_COOKIE_MAX_BYTES} characters` };
  if (encoded.includes('=')) return { problem: `${name} is not encodeURIComponent-encoded` };
  let value: unknown;
  try {
    value = decodeURIComponent(encoded);
    if (name === 'filters') value = JSON.parse(value as string);
  } catch (error) {
    return { problem: error instanceof URIError ? `${name} has a broken percent-encoding` : `${name} is not valid JSON` };
  }
  const result = v.safeParse(name === 'sortby' ? cookieCatalogue.sortby.schema : StorableFiltersSchema, value);
  return result.success ? { value: result.output } : { problem: `${name} ${result.issues[0].message}` };
}

/**
 * Reads an address hash of the contract's form `#sortby=VALUE/filters=VALUE` (each value
 * encodeURIComponent-encoded, `filters` a JSON object as its cookie holds it). Pair by pair, as
 * the legacy page did: a pair with an unknown name, an empty pair, a name given twice (every
 * copy), a value that is empty, not encoded, badly percent-encoded, invalid JSON, not what its
 * cookie accepts, or too large for a cookie is left out and named in `problems`; the other pairs
 * count. A hash over FILTER_HASH_MAX_CHARS is not read at all. Returns null for a hash that is no
 * filter hash, an in-page anchor such as `#main` (no `=` in it). Pure.
 */
export function readFilterHash(hash: string): FilterHashReading | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return { values: {}, problems: [] };
  if (!text.includes('=')) return null;
  if (text.length > FILTER_HASH_MAX_CHARS) {
    return { values: {}, problems: [`the hash is longer than ${FILTER_HASH_MAX_CHARS} characters`] };
  }
  const problems: string[] = [];
  const encoded = new Map<FilterHashName, string>();
  const repeated = new Set<FilterHashName>();
  for (const pair of text.split('/')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (pair === '') problems.push('an empty pair');
    else if (at <= 0) problems.push(`${quote(pair)} is not name=value`);
    else if (!isFilterHashName(name)) problems.push(`the unknown name ${quote(name)}`);
    else if (encoded.has(name)) repeated.add(name);
    else encoded.set(name, pair.slice(at + 1));
  }
  const values: { sortby?: string; filters?: FiltersValue } = {};
  for (const [name, value] of encoded) {
    const result = repeated.has(name) ? { problem: `${name} is given more than once` } : readValue(name, value);
    if ('problem' in result) problems.push(result.problem);
    else if (name === 'sortby') values.sortby = result.value as string;
    else values.filters = result.value as FiltersValue;
  }
  return { values, problems };
}
