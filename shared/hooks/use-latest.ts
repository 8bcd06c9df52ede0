import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the latest render, refreshed in a layout effect, so that
 * a listener attached once calls the handler the component rendered last (STYLE rule 13).
 */
export function useLatest<Value>(value: Value): { readonly current: Value } {
  const latest = useRef(value);
  // Refreshed after the commit, not while rendering: a render React throws away must not leak in.
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
