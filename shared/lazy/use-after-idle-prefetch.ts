import { useEffect } from 'react';
import { useLatest } from '../hooks/use-latest.ts';
import { afterIdlePrefetch } from './after-idle-prefetch.ts';

/**
 * Runs `run` (the latest render's) once, in an idle callback of its own, after the page's idle
 * prefetch has run (afterIdlePrefetch), and not after unmount. One callback per component, so
 * that the work of several is spread over idle periods instead of one long task.
 */
export function useAfterIdlePrefetch(run: () => void): void {
  const latest = useLatest(run);
  useEffect(() => afterIdlePrefetch(() => latest.current()), [latest]);
}
