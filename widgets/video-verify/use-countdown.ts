import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while `running`, and calls `onEnd` once they are over.
 * Time is read from the clock at each tick, so a throttled background tab still stops on time.
 */
export function useCountdown(seconds: number, running: boolean, onEnd: () => void): number {
  const [left, setLeft] = useState(seconds);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    setLeft(seconds);
    if (!running) return;
    const startedAt = performance.now();
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil(seconds - (performance.now() - startedAt) / 1000))), 250);
    const limit = setTimeout(() => end.current(), seconds * 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(limit);
    };
  }, [seconds, running]);
  return left;
}
