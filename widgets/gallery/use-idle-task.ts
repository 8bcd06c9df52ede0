import { useLayoutEffect, useState } from 'react';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useLatest } from '../../shared/hooks/use-latest.ts';

/** When an idle task runs: this long after the page's load event, then at the first idle moment. */
export interface IdleTaskTiming {
  readonly delayMs: number;
  /** The longest wait for an idle moment once the delay is over. */
  readonly idleTimeoutMs: number;
}

/**
 * Runs the latest `task` once while the component is mounted: after the page has loaded (state,
 * from its `load` event), `delayMs` later and when the browser is idle (`requestIdleCallback` with
 * `idleTimeoutMs` as its deadline; a zero-delay timer where the browser has none, as Safari before
 * 18). Null: nothing is scheduled. Unmounting cancels it at whichever step it is.
 */
export function useIdleTask(task: (() => void) | null, { delayMs, idleTimeoutMs }: IdleTaskTiming): void {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  const latest = useLatest(task);
  const wanted = task !== null;
  useEventListener(loaded ? null : window, 'load', () => setLoaded(true));
  // A layout effect, as the timers start from the mount (or the load), not from Preact's next frame.
  useLayoutEffect(() => {
    if (!loaded || !wanted) return;
    const run = () => latest.current?.();
    let idle: number | undefined;
    let timer = setTimeout(() => {
      // Safari before 18 has no requestIdleCallback, whatever the DOM typings say.
      if (typeof window.requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: idleTimeoutMs });
      else timer = setTimeout(run, 0);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [loaded, wanted, delayMs, idleTimeoutMs, latest]);
}
