import type { WidgetLoader, WidgetRegistry } from '../widget-definition.ts';
import { idleFallbackDelayMs, idleTimeoutMs, slowConnections } from './preload-settings.json';

/**
 * The part of the build's chunk graph widgets.js carries (scripts/build/widget-chunk-graph.mjs):
 * files relative to widgets.js's folder without `.js`, and per widget the indexes of its chunk's static imports.
 */
export type ChunkGraph = readonly [files: readonly string[], widgets: Readonly<Record<string, readonly number[]>>];

/** The performance mark set when the idle prefetch starts: what the page fetches after it is not "before interaction". */
export const IDLE_PREFETCH_MARK = 'widgets:idle-prefetch';

/** URLs this copy linked: each file once, whatever asks for it again. */
const linked = new Set<string>();

/**
 * Adds a `<link rel="modulepreload">` per URL not linked yet by this copy or by the page (a
 * server's hints); the import that follows reuses the fetch. No integrity attribute: the browser
 * takes the page's import map's, as for the import itself (tests/e2e/chunk-integrity.spec.ts
 * proves a preloaded chunk with other bytes is still refused), which keeps widgets.js small.
 */
export function preloadModules(urls: readonly string[]): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
  for (const url of urls) {
    if (linked.has(url) || links.some((link) => link.href === url)) continue;
    linked.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/** False when the visitor asked to save data or is on a 2g connection: then code loads on use only. */
export function connectionAllowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !connection?.saveData && !slowConnections.includes(connection?.effectiveType ?? '');
}

/** Runs `task` once the page has loaded (never before: LCP comes first) and the browser is idle. */
export function whenIdleAfterLoad(task: () => void): void {
  const schedule = () => ((window as Partial<Window>).requestIdleCallback ? requestIdleCallback(task, { timeout: idleTimeoutMs }) : setTimeout(task, idleFallbackDelayMs));
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}

/**
 * The registry, each loader preloading its chunk's static imports beside the chunk (one round trip
 * instead of a chain), and, once the page has loaded and the browser is idle, the on-use code of
 * every widget loaded so far or later prefetched by `prefetchOnUse` (its own chunk: the graph it
 * needs is its own weight, not every page's). `base` is widgets.js's URL, which the graph's files
 * are relative to. `graph` is still a string where the build wrote none (tests, a build that does
 * not write): then the registry is returned as it is.
 */
export function withChunkPreloads(
  registry: WidgetRegistry,
  graph: ChunkGraph | string,
  base: string,
  prefetchOnUse: () => Promise<{ default: (names: readonly string[], base: string, preload: typeof preloadModules) => void }>,
): WidgetRegistry {
  if (typeof graph === 'string') return registry;
  const [files, widgets] = graph;
  const loaded: string[] = [];
  let idle = false;
  const prefetch = (names: string[]) => {
    if (idle && connectionAllowsPrefetch()) void prefetchOnUse().then((module) => module.default(names, base, preloadModules), () => undefined);
  };
  whenIdleAfterLoad(() => {
    performance.mark(IDLE_PREFETCH_MARK);
    idle = true;
    prefetch(loaded);
  });
  const wrapped: Record<string, WidgetLoader> = {};
  for (const name of Object.keys(registry)) {
    wrapped[name] = () => {
      preloadModules((widgets[name] ?? []).map((index) => new URL(`${files[index]!}.js`, base).href));
      loaded.push(name);
      prefetch([name]);
      return registry[name]!();
    };
  }
  return wrapped;
}
