/** When an idle task runs: this long after the page's load event, then at the first idle moment. */
export interface IdleTaskTiming {
  readonly delayMs: number;
  /** The longest wait for an idle moment once the delay is over. */
  readonly idleTimeoutMs: number;
}

/**
 * Runs `task` once the page has loaded, `delayMs` have passed and the browser is idle
 * (`requestIdleCallback` with `idleTimeoutMs` as its deadline; a zero-delay timer where the browser
 * has none, as Safari before 18). Returns the function that cancels it, at whichever step it is.
 */
export function scheduleIdleTask(task: () => void, { delayMs, idleTimeoutMs }: IdleTaskTiming): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => {
      // Safari before 18 has no requestIdleCallback, whatever the DOM typings say.
      if (typeof window.requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: idleTimeoutMs });
      else timer = setTimeout(task, 0);
    }, delayMs);
  };

  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
