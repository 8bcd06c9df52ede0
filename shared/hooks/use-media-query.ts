import { useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the media `query` matches (`(max-width: ${TABLET_MAX_WIDTH_PX}px)`), from the first render
 * on, and re-rendering when that changes (a resize across the breakpoint, a rotated phone). A change
 * is rendered at once (flushSync), so that what follows from it (a bar released as the window
 * widens) is in place when the `change` event returns, on both builds.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => matchMedia(query), [query]);
  const [matches, setMatches] = useState(list.matches);
  // Subscribed in a layout effect, not through useSyncExternalStore: that would bring 0.15 KB gzip
  // of preact/compat into the react kit of every page. The list is read again as the listener is
  // added: a change between the render and now fired no event for it (or for a new query).
  useLayoutEffect(() => {
    const read = () => setMatches(list.matches);
    const onChange = () => flushSync(read);
    read();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [list]);
  return matches;
}
