import { AGENCY_RELOAD_MS } from '../../shared/constants.ts';

const SECOND_MS = 1000;

/**
 * Calls `reload` AGENCY_RELOAD_MS from now (spec §4), and `show(seconds)` now and each second with
 * the whole seconds left, so the page can say when it reloads. Returns the function that stops both.
 */
export function startReloadCountdown(show: (seconds: number) => void, reload: () => void): () => void {
  const end = Date.now() + AGENCY_RELOAD_MS;
  const secondsLeft = () => Math.max(1, Math.ceil((end - Date.now()) / SECOND_MS));
  show(secondsLeft());
  // Set first, so that at the last second the reload runs before the tick due at the same time.
  const timer = setTimeout(() => {
    clearInterval(tick);
    reload();
  }, AGENCY_RELOAD_MS);
  const tick = setInterval(() => show(secondsLeft()), SECOND_MS);
  return () => {
    clearInterval(tick);
    clearTimeout(timer);
  };
}
