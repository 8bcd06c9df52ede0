import { useCallback, useLayoutEffect, useRef } from 'react';
import type { WidgetContext } from '../runtime/widget-definition.ts';
import { actWhenLoaded, type LazyAction } from './act-when-loaded.ts';

/** Runs one lazy action of a mounted component: actWhenLoaded without the signal, which the hook owns. */
export type RunLazyAction = <Module>(action: Omit<LazyAction<Module>, 'signal'>) => void;

/**
 * Returns a stable function that loads a widget's lazy part and acts with it (actWhenLoaded) for
 * as long as the component is mounted: unmounting aborts whatever is still loading, which then
 * acts on nothing and reports nothing, since the root is no longer this widget's. Nothing runs
 * before the component has mounted.
 */
export function useLazyAction(context: Pick<WidgetContext, 'reportError'>): RunLazyAction {
  const mounted = useRef<AbortSignal>(undefined);
  useLayoutEffect(() => {
    const controller = new AbortController();
    mounted.current = controller.signal;
    return () => controller.abort();
  }, []);
  return useCallback<RunLazyAction>(
    (action) => {
      const signal = mounted.current;
      if (signal) void actWhenLoaded({ ...action, signal }, context);
    },
    [context],
  );
}
