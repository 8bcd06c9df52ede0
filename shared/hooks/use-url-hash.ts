import { useLayoutEffect, useState } from 'react';

/** The components to tell of a hash written with replaceState, which fires no `hashchange`. */
const hashWrites = new Set<() => void>();

const readHash = () => location.hash;

/**
 * Puts `hash` ('' or '#' for none) in the address without a reload, a new history entry, a
 * `hashchange` or a scroll (history.replaceState, the entry's state kept), and tells every
 * component using useUrlHash. Does nothing when the address already has it.
 */
function replaceHash(hash: string): void {
  const next = hash.replace(/^#?/, '#');
  if (next === (location.hash || '#')) return;
  try {
    history.replaceState(history.state, '', next === '#' ? location.pathname + location.search : next);
  } catch {
    // Browsers throttle history calls (SecurityError): the address is merely not updated.
    return;
  }
  for (const onChange of hashWrites) onChange();
}

/**
 * The address hash (`location.hash`: '' or '#…'), re-rendering on every `hashchange` (a link, the
 * visitor, back and forward) and on every write through the setter it returns, which replaces the
 * hash quietly (see replaceHash) as the filter hash shows the saved filters.
 */
export function useUrlHash(): readonly [hash: string, replaceHash: (hash: string) => void] {
  const [hash, setHash] = useState(readHash);
  // Subscribed in a layout effect, not through useSyncExternalStore: Preact's subscribes a frame
  // after mounting (a hash written and changed back meanwhile would never re-render), and it would
  // bring 0.15 KB gzip into the react kit of every page, which no widget needs yet.
  useLayoutEffect(() => {
    const onChange = () => setHash(readHash());
    hashWrites.add(onChange);
    window.addEventListener('hashchange', onChange);
    return () => {
      hashWrites.delete(onChange);
      window.removeEventListener('hashchange', onChange);
    };
  }, []);
  return [hash, replaceHash];
}
