/**
 * Takes a filter hash (`#sortby=…/filters=…`) off the address, without a new history entry or a
 * scroll, before a reload that follows a new sort or filter choice: the hash still names the old
 * choice, and the filter-hash widget would save it back over the new cookies after the reload. It
 * rebuilds the hash from the new cookies on the reloaded page. An in-page anchor (`#main`) stays.
 */
export function dropFilterHash(): void {
  if (!location.hash.includes('=')) return;
  try {
    history.replaceState(history.state, '', location.pathname + location.search);
  } catch {
    // Browsers throttle history calls (SecurityError): the reload still happens, and the filter
    // hash then reloads once more at most to apply the old choice. Nothing else to do here.
  }
}
