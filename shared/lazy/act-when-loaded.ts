import type { WidgetContext } from '../runtime/widget-definition.ts';

/** What `actWhenLoaded` loads, what it does with it, and for which mount. */
export interface LazyAction<Module> {
  /** Loads the widget's lazy part (a dynamic import). */
  readonly load: () => Promise<Module>;
  /**
   * The part when it is already there (loadOnce's `loaded`, readied when idle): `act` then runs at
   * once, in the caller's task, with no promise in between (issue 19: the tap's result in its own frame).
   */
  readonly loaded?: Module | undefined;
  /**
   * Aborted by the widget's unmount function: a load that ends later acts on nothing and reports
   * nothing, since the root is no longer this widget's.
   */
  readonly signal: AbortSignal;
  /** Acts with the loaded part (writes cookies, dispatches, reloads); runs only while mounted. */
  readonly act: (module: Module) => void;
  /** Gives the control back after a failed load or act, before the report; runs only while mounted. */
  readonly recover?: () => void;
  /** The phase `context.reportError` names when the load or the act fails. */
  readonly phase: string;
}

/**
 * Loads a widget's lazy part and acts with it, unless the widget was unmounted meanwhile (its
 * `signal` aborted); with the part `loaded` already, acts at once. A failed load or an exception
 * in `act` is reported through `context.reportError` after `recover`; the promise returned always
 * fulfils, so nothing the widget does on use can become an unhandled rejection.
 */
export function actWhenLoaded<Module>(
  { load, loaded, signal, act, recover, phase }: LazyAction<Module>,
  context: Pick<WidgetContext, 'reportError'>,
): Promise<void> {
  const fail = (error: unknown) => {
    if (signal.aborted) return;
    recover?.();
    context.reportError(error, phase);
  };
  if (loaded) {
    try {
      act(loaded);
    } catch (error) {
      fail(error);
    }
    return Promise.resolve();
  }
  return load()
    .then((module) => {
      if (!signal.aborted) act(module);
    })
    .catch(fail);
}
