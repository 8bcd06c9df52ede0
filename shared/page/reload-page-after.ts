import { reloadPage } from './reload-page.ts';

/**
 * Reloads the page `delayMs` from now, so that a confirmation shown just before stays readable. The
 * promise settles only if `signal` aborts (the widget went: no reload then); otherwise it stays
 * pending while the page leaves, so that a submit lock held on it keeps the form locked to the end.
 */
export function reloadPageAfter(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(reloadPage, delayMs);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
