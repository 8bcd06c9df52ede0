/**
 * Puts `hash` ('' for none) in the address for sharing, without a reload, a new history entry, a
 * `hashchange` or a scroll.
 */
export function showFilterHash(hash: string): void {
  if (hash === location.hash) return;
  try {
    history.replaceState(history.state, '', hash || location.pathname + location.search);
  } catch {
    // Browsers throttle history calls (SecurityError): the address is merely not updated.
  }
}
