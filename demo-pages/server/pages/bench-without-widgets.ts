import type { IncomingMessage } from 'node:http';

/**
 * The request header with which the bench (scripts/bench/lighthouse.mjs) asks for a page without
 * the bundle (`1`), to compare its paint timings with the page as served. Bench-only: not part of the
 * demo site's documented inputs (CONTRACT.md). The answer does not name it in `Vary`: the bench's
 * browsers start each load with an empty cache.
 */
export const BENCH_WITHOUT_WIDGETS_HEADER = 'x-bench-without-widgets';

const WIDGETS_SCRIPT_TAG = /\n?[ \t]*<script type="module" src="\/dist\/widgets\.js"><\/script>/;
/** The bundle's modulepreload hints, when the page was asked with them (preload/add-module-preloads.ts), go with it: they fetch its chunks. */
const BUNDLE_PRELOAD_LINKS = /<link rel="modulepreload" href="\/dist\/[^"]*" integrity="[^"]*" fetchpriority="low">\n/g;

/**
 * The page's HTML, without the bundle's script tag and preload hints when the request carries the
 * bench's header with `1`, and as it is otherwise.
 */
export function pageHtmlForBench(request: IncomingMessage, html: string): string {
  const asked = request.headers[BENCH_WITHOUT_WIDGETS_HEADER];
  return asked === '1' ? html.replace(WIDGETS_SCRIPT_TAG, '').replace(BUNDLE_PRELOAD_LINKS, '') : html;
}
