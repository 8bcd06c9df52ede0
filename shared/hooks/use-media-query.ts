import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether the media `query` matches (`(max-width: ${TABLET_MAX_WIDTH_PX}px)`), from the first render
 * on, and re-rendering when that changes (a resize across the breakpoint, a rotated phone).
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
