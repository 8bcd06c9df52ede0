import { IdlePrefetch } from '../runtime/preload/idle-prefetch-signal.ts';

/**
 * Runs `run` once, in an idle callback of its own, after the page's idle prefetch has run (issue
 * 19: widgets.js runs it after the load event when the browser is idle, never under Save-Data or
 * on 2g): at once when its mark is there, else when its event comes; never without it. Returns
 * what cancels it. Plain code (a kit member), not a hook, so that the listing pages' widgets use it
 * without the modal kit; `useAfterIdlePrefetch` is it for components (Safari, without
 * requestIdleCallback: the next task).
 */
export function afterIdlePrefetch(run: () => void): () => void {
  let id = 0;
  const schedule = () => void (id = (window.requestIdleCallback ?? setTimeout)(run));
  if (performance.getEntriesByName(IdlePrefetch.Mark).length > 0) schedule();
  else addEventListener(IdlePrefetch.Event, schedule, { once: true });
  return () => {
    removeEventListener(IdlePrefetch.Event, schedule);
    (window.cancelIdleCallback ?? clearTimeout)(id);
  };
}
