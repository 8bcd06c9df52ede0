import { useEffect, useState } from 'react';
import { useEventListener } from '../hooks/use-event-listener.ts';
import { useLatest } from '../hooks/use-latest.ts';
import { IdlePrefetch } from '../runtime/preload/idle-prefetch-signal.ts';

const hasPrefetched = (): boolean => performance.getEntriesByName(IdlePrefetch.Mark).length > 0;

/**
 * Runs `run` once, in an idle callback of its own, after the page's idle prefetch has run (issue
 * 19: widgets.js runs it after the load event when the browser is idle, never under Save-Data or
 * on 2g): at mount when its mark is there, else when its event comes. Never without it, and not
 * after unmount. One callback per component, so that the work of several is spread over idle
 * periods instead of one long task (Safari, without requestIdleCallback: the next task).
 */
export function useAfterIdlePrefetch(run: () => void): void {
  const [prefetched, setPrefetched] = useState(hasPrefetched);
  const latest = useLatest(run);
  useEventListener(prefetched ? null : window, IdlePrefetch.Event, () => setPrefetched(true));
  useEffect(() => {
    if (!prefetched) return;
    const id = (window.requestIdleCallback ?? setTimeout)(() => latest.current());
    return () => (window.cancelIdleCallback ?? clearTimeout)(id);
  }, [prefetched, latest]);
}
