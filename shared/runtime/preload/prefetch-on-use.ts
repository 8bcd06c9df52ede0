import { IdlePrefetch } from './idle-prefetch-signal.ts';

/**
 * The idle prefetch's own chunk (issue 19): per widget, the files it loads on first use (modal
 * bodies, the lightbox, call code), written here by the build in place of the placeholder
 * (scripts/build/widget-chunk-graph.mjs), as paths relative to widgets.js without `.js`. widgets.js
 * loads this chunk only when the page has loaded, the browser is idle and the connection allows
 * it; it shares no module with widgets.js, which would otherwise import the shared chunk up front.
 */
const graph = '__WIDGET_ON_USE_GRAPH__' as unknown as readonly [files: readonly string[], widgets: Readonly<Record<string, readonly number[]>>] | string;

// The signal, when this chunk runs after the load event: the bench waits for the mark before it
// counts what the page fetched when idle (scripts/bench/page-downloads.mjs); the modal widgets
// mounted so far hear the event, those mounted later find the mark (useAfterIdlePrefetch).
performance.mark(IdlePrefetch.Mark);
dispatchEvent(new Event(IdlePrefetch.Event));

/** The files linked so far: each once, whichever widgets share it. */
const linked = new Set<string>();

/**
 * Links a `<link rel="modulepreload">` for each on-use file of the widget `name`: fetched now, run
 * only when used. No integrity attribute: the browser takes the page's import map's, as for the
 * import itself. A file the page already has is not fetched again (the module map).
 */
export default function prefetchOnUse(name: string): void {
  if (typeof graph === 'string') return;
  const [files, widgets] = graph;
  for (const index of widgets[name] ?? []) {
    // This chunk sits in chunks/, the files' paths are relative to widgets.js one folder up.
    const href = new URL(`../${files[index]!}.js`, import.meta.url).href;
    if (linked.has(href)) continue;
    linked.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
