import { writeCookie } from '../../shared/cookies/cookies.ts';
import { saveFilters, sameFilters } from '../../shared/cookies/filters-cookie.ts';
import type { FilterHashMirror } from './filter-hash-mirror.ts';
import type { FilterHashReading } from './read-filter-hash.ts';
import { forgetReload, rememberReload, reloadedFor } from './reload-guard.ts';
import type { FilterHashValues } from './write-filter-hash.ts';

/** Why values of the hash that differ from the cookies were not saved (the page does not reload). */
export type FilterHashRefusal =
  /** The page reloaded for this address once already and a cookie still differs: cookies do not stick. */
  | 'reloaded-once'
  /** Neither sessionStorage nor the history entry could remember the reload, which could then loop. */
  | 'no-reload-guard'
  /** The browser refused a cookie. */
  | 'cookies-refused';

/** What syncing the hash with the cookies did. */
export type FilterHashOutcome =
  /** Values of the hash differ from the cookies: they are saved, and the caller reloads the page once. */
  | { readonly kind: 'saved'; readonly values: FilterHashValues }
  /** Nothing differs: the address now shows the cookies (`hash`, '' for none) for sharing. */
  | { readonly kind: 'synced'; readonly hash: string }
  /** Values differ but were not saved; the address stays as it is. */
  | { readonly kind: 'refused'; readonly values: FilterHashValues; readonly reason: FilterHashRefusal };

/** The values of `hash` that differ from `cookies` (a value the hash leaves out never does), or null. */
export function changedValues(hash: FilterHashValues, cookies: FilterHashValues): FilterHashValues | null {
  const changes: { sortby?: string; filters?: FilterHashValues['filters'] } = {};
  if (hash.sortby !== undefined && hash.sortby !== cookies.sortby) changes.sortby = hash.sortby;
  if (hash.filters !== undefined && !sameFilters(hash.filters, cookies.filters)) changes.filters = hash.filters;
  return Object.keys(changes).length > 0 ? changes : null;
}

function saveValues({ sortby, filters }: FilterHashValues): boolean {
  const sortSaved = sortby === undefined || writeCookie('sortby', sortby);
  const filtersSaved = filters === undefined || saveFilters(filters) === 'saved';
  return sortSaved && filtersSaved;
}

/**
 * Syncs the address with the cookies (spec §4): when a value of the hash differs from its cookie,
 * saves the values that differ and answers `saved` (the caller reloads); otherwise rewrites the
 * hash from the cookies and answers `synced`. At most one reload per address: the address is
 * remembered before any cookie is written, and when the page comes back to it with a cookie still
 * different, nothing is saved again (`refused`). `mirror` reads the cookies and writes the hash.
 */
export function syncFilterHash(reading: FilterHashReading, mirror: FilterHashMirror): FilterHashOutcome {
  const cookies = mirror.read();
  const changes = changedValues(reading.values, cookies);
  const address = location.pathname + location.search + location.hash;
  if (!changes) {
    forgetReload(address);
    const hash = mirror.write(cookies);
    mirror.show(hash);
    return { kind: 'synced', hash };
  }
  if (reloadedFor(address)) return { kind: 'refused', values: changes, reason: 'reloaded-once' };
  if (!rememberReload(address)) return { kind: 'refused', values: changes, reason: 'no-reload-guard' };
  if (!saveValues(changes)) {
    // No reload: forgetting lets a later visit to this address (cookies allowed by then) try again.
    forgetReload(address);
    return { kind: 'refused', values: changes, reason: 'cookies-refused' };
  }
  return { kind: 'saved', values: changes };
}
