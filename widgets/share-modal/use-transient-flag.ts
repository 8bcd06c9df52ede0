import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that turns itself off `durationMs` after it was last raised: `raise()` sets it and
 * restarts the timer, so repeated raises keep it on for `durationMs` from the last one. The timer
 * is cleared on unmount.
 */
export function useTransientFlag(durationMs: number): readonly [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);

  return [on, raise] as const;
}
