/**
 * The idle prefetch's own chunk (issue 19): per widget, the files it loads on first use (modal
 * bodies, the lightbox, call code), written here by the build in place of the placeholder
 * (scripts/build/widget-chunk-graph.mjs), as paths relative to widgets.js without `.js`. widgets.js loads this
 * chunk only when the page has loaded, the browser is idle and the connection allows it, and
 * hands it its preload function: this chunk shares no module with widgets.js, which would
 * otherwise import the shared chunk up front.
 */
const graph = '__WIDGET_ON_USE_GRAPH__' as unknown as readonly [files: readonly string[], widgets: Readonly<Record<string, readonly number[]>>] | string;

/** Prefetches the on-use files of the widgets `names` (the preload function dedupes). */
export default function prefetchOnUse(names: readonly string[], base: string, preload: (urls: readonly string[]) => void): void {
  if (typeof graph === 'string') return;
  const [files, widgets] = graph;
  preload(names.flatMap((name) => widgets[name] ?? []).map((index) => new URL(`${files[index]!}.js`, base).href));
}
