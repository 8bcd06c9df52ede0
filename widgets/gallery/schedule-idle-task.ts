/** When an idle task runs: this long after the page's load event, then at the first idle moment. */
export interface IdleTaskTiming {
  readonly delayMs: number;
  /** The longest wait for an idle moment once the delay is over. */
  readonly idleTimeoutMs: number;
}

/**
 * Runs `task` once the page has loaded, `delayMs` have passed and the browser is idle
 * (`requestIdleCallback` with `idleTimeoutMs` as its deadline; a zero-delay timer where the browser
 * has none, as Safari before 18). Returns the function that cancels it.
 */
export function scheduleIdleTask(task: () => void, { delayMs, idleTimeoutMs }: IdleTaskTiming): () => void {
  let cancelled = false;
  let cancelStep: () => void = () => {};

  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 0);
      cancelStep = () => clearTimeout(timer);
    }
  };
  const afterDelay = () => {
    const timer = setTimeout(whenIdle, delayMs);
    cancelStep = () => clearTimeout(timer);
  };
  function run() {
    if (!cancelled) task();
  }

  if (document.readyState === 'complete') afterDelay();
  else {
    window.addEventListener('load', afterDelay, { once: true });
    cancelStep = () => window.removeEventListener('load', afterDelay);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
