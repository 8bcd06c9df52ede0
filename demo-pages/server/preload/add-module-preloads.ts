import { escapeHtml } from '../http/escape-html.ts';
import { readWidgetPreloads } from './read-widget-preloads.ts';
import { widgetNamesIn } from './widget-names-in.ts';

/**
 * The demo pages' query parameter that asks for the hints (`?preload-hints=1`): a page goes out
 * without them otherwise, as with the contract's one tag. They are the PHP helper's opt-in
 * (`modulePreloadTags()`), and docs/php-integration.md's "Preload hints" weighs what they cost.
 */
export const PRELOAD_HINTS_PARAM = 'preload-hints';

/** Whether the request's URL asks for the hints. */
export function preloadHintsAsked(url: URL): boolean {
  return url.searchParams.get(PRELOAD_HINTS_PARAM) === '1';
}

/** Where the demo server serves the bundle (static/static-files.ts). */
const DIST_URL = '/dist/';

/**
 * The `<link rel="modulepreload">` tags, with integrity, for the first chunks of the widgets in
 * `names` and their static imports (the manifest's lists of the build in `distDir`), each file once,
 * as integrations/php/WidgetsInclude.php prints them, at low fetch priority so that they never
 * compete with the page's stylesheets for its first paint. Names the build does not have give none.
 */
export function modulePreloadLinks(names: readonly string[], distDir: string): string {
  const preloads = readWidgetPreloads(distDir);
  if (!preloads) return '';
  const files = new Set(names.flatMap((name) => (Object.hasOwn(preloads.widgets, name) ? preloads.widgets[name] ?? [] : [])));
  return [...files]
    .flatMap((file) => {
      const integrity = preloads.files[file]?.integrity;
      return integrity ? [`<link rel="modulepreload" href="${escapeHtml(DIST_URL + file)}" integrity="${escapeHtml(integrity)}" fetchpriority="low">\n`] : [];
    })
    .join('');
}

/**
 * `html` with modulepreload hints before `</head>` for the widgets whose roots it holds, as a site's
 * template would print them: the browser then fetches each root's chunk and its static imports
 * while it fetches `widgets.js`, instead of one after another. A page without a head or without
 * roots goes out as it is.
 */
export function addModulePreloads(html: string, distDir: string): string {
  const head = html.search(/<\/head\s*>/i);
  if (head < 0) return html;
  const links = modulePreloadLinks(widgetNamesIn(html), distDir);
  return links ? `${html.slice(0, head)}${links}${html.slice(head)}` : html;
}
