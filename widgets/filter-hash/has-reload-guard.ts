import { FILTER_HASH_GUARD_KEY } from '../../shared/constants.ts';

/**
 * Tells, cheaply, whether the reload guard (reload-guard.ts) holds any address in this tab or
 * history entry: the page then takes the full path that can forget it, even when the hash simply
 * mirrors the cookies. Most page views have no guard and skip that code.
 */
export function hasReloadGuard(): boolean {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(FILTER_HASH_GUARD_KEY);
  } catch {
    // Storage blocked: only the history entry can hold the guard.
  }
  const state: unknown = history.state;
  return Boolean(stored) || (typeof state === 'object' && state !== null && FILTER_HASH_GUARD_KEY in state);
}
