import type { WidgetLoader, WidgetRegistry } from '../widget-definition.ts';
import { idleTimeoutMs } from './preload-settings.json';

/**
 * The static part of the build's chunk graph, as widgets.js carries it (scripts/build/widget-chunk-graph.mjs):
 * `"<hashes> <common> <widget 0> <widget 1> …"`. `hashes` are the 5-character names of the shared
 * chunks `chunks/<hash>.js` (scripts/build/short-chunk-names.mjs) run together; the other fields are strings of base-36 indexes into
 * them: `common` the chunks every widget imports, then per widget, in the registry's order, the
 * others its chunk imports (transitively), none of what widgets.js imports itself. Every page pays
 * for these bytes before interaction, so nothing in it is said twice and nothing is derivable.
 */
export type ChunkGraph = string;

/** `effectiveType`s on which nothing is fetched when idle: `2g` and `slow-2g`. */
const SLOW_CONNECTION = /2g$/;

/** The idle prefetch's chunk: prefetches the on-use code of the widget named (called once per widget). */
export type PrefetchOnUse = (name: string) => void;

/**
 * The specifiers, relative to widgets.js, of the shared chunks at `indexes` (base-36 digits) in
 * `hashes` (see `ChunkGraph`). Computed, not literals, which esbuild would try to bundle.
 */
export const sharedChunks = (hashes: string, indexes: string): string[] =>
  [...indexes].map((char) => `./chunks/${hashes.substr(parseInt(char, 36) * 5, 5)}.js`);

/**
 * The registry, each loader first importing its chunk's static imports, so that they are requested
 * with the chunk (one round trip, not a chain); once the page has loaded and the browser is idle,
 * unless the visitor saves data or is on 2g, it loads the idle prefetch's own chunk
 * (`prefetchOnUse`), which prefetches the on-use code of every widget loaded so far or later. `graph`
 * is still the placeholder where the build wrote none (tests, a build that does not write): then
 * the registry is returned as it is.
 *
 * `import()`, not `<link rel="modulepreload">`: it resolves against widgets.js without a base URL
 * and takes the page's import map's integrity, and a module the page already fetches (the server's
 * opt-in hints, another widget's import) is fetched once: the module map dedupes. The import only
 * runs a kit earlier than the widget's chunk would; a failed one is the widget's failure to report.
 */
export function withChunkPreloads(registry: WidgetRegistry, graph: ChunkGraph, prefetchOnUse: () => Promise<{ default: PrefetchOnUse }>): WidgetRegistry {
  const [hashes, common, ...widgets] = graph.split(' ');
  if (common === undefined) return registry;
  const loaded: string[] = [];
  let onUse: PrefetchOnUse = (name) => void loaded.push(name);
  const wrapped: Record<string, WidgetLoader> = {};
  Object.keys(registry).forEach((name, index) => {
    wrapped[name] = () => {
      for (const specifier of sharedChunks(hashes!, common + widgets[index])) import(specifier).catch(String);
      onUse(name);
      return registry[name]!();
    };
  });
  // After the load event (so after LCP), when the browser is idle (Safari, without requestIdleCallback:
  // in the next task, the options object being no delay).
  addEventListener('load', () =>
    (window.requestIdleCallback ?? (setTimeout as typeof requestIdleCallback))(() => {
      const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
      if (connection?.saveData || SLOW_CONNECTION.test(connection?.effectiveType!)) return;
      prefetchOnUse().then((module) => loaded.forEach((onUse = module.default)), String);
    }, { timeout: idleTimeoutMs }),
  );
  return wrapped;
}
