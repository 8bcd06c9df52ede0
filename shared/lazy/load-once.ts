/** A shared lazy load (loadOnce), which also holds what it loaded once it is there. */
export interface LoadOnce<T> {
  (): Promise<T>;
  /**
   * The loaded module, once the load has succeeded: a use can then act with it in its own task
   * (issue 19), where awaiting even a settled import would put the result a task or a frame later.
   */
  loaded?: T;
}

/**
 * Wraps a lazy load (a dynamic import) so that every caller shares one load. A failed load is
 * forgotten, so the next call tries again: a passing network fault must not break the control for
 * the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  const once: LoadOnce<T> = () =>
    (loading ??= load().then(
      (module) => (once.loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return once;
}
