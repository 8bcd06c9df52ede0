/**
 * Wraps a lazy load (a dynamic import) so that every caller shares one load. A failed load is
 * forgotten, so the next call tries again: a passing network fault must not break the control for
 * the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
