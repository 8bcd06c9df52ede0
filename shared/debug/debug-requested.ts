/**
 * The config block, spelled here as well as in page-config.ts: widgets.js reads the `debug` setting
 * before any chunk loads, and importing page-config would bring valibot into it. A unit test keeps
 * the two the same.
 */
export const DEBUG_CONFIG_SELECTOR = 'script[type="application/json"]#widgets-config';

/** The query parameter that turns the debug mode on for one visit. */
export const DEBUG_PARAMETER = 'widgets-debug';

/** Whether the page asked for the debug mode: `?widgets-debug=1`, or `"debug": true` in the config block. */
export function debugRequested(): boolean {
  if (new URLSearchParams(location.search).get(DEBUG_PARAMETER) === '1') return true;
  try {
    return (JSON.parse(document.querySelector(DEBUG_CONFIG_SELECTOR)?.textContent || '{}') as { debug?: unknown } | null)?.debug === true;
  } catch {
    return false;
  }
}
