import { FILTER_HASH_GUARD_KEY } from '../../shared/constants.ts';

/**
 * Tells, cheaply, whether the reload guard (reload-guard.ts) holds any address in this tab or
 * history entry: the page then takes the full path that can forget it, even when the hash simply
 * mirrors the cookies. Most page views have no guard and skip that code.
 */
export function hasReloadGuard(): boolean {
  try {
    if (sessionStorage.getItem(FILTER_HASH_GUARD_KEY)) return true;
  } catch {
    // Storage blocked: only the history entry can hold the guard.
  }
  // Object(): a state that is no object (another script's string, null) holds no guard.
  return FILTER_HASH_GUARD_KEY in Object(history.state);
}
