/**
 * The config block, spelled here as well as in page-config.ts: widgets.js reads the `debug` setting
 * before any chunk loads, and importing page-config would bring valibot into it. A unit test keeps
 * the two the same.
 */
export const DEBUG_CONFIG_SELECTOR = 'script[type="application/json"]#widgets-config';

/**
 * Whether the page asked for the debug mode: `?widgets-debug=1`, or `"debug": true` in the config
 * block. Text tests rather than parsing: this runs on every page, in widgets.js, and must cost next
 * to nothing there (a JSON string cannot hold `"debug": true` unescaped, so only the setting matches).
 */
export function debugRequested(): boolean {
  return /[?&]widgets-debug=1(?:&|$)/.test(location.search) || /"debug"\s*:\s*true/.test(document.querySelector(DEBUG_CONFIG_SELECTOR)?.textContent ?? '');
}
