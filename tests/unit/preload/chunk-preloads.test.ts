import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkGraph } from '../../../shared/runtime/preload/chunk-preloads.ts';
import type { WidgetModule, WidgetRegistry } from '../../../shared/runtime/widget-definition.ts';

// The runtime side of issue 19: a widget's static imports preloaded with its chunk, each file once,
// and its on-use code prefetched when idle after load, never under Save-Data or on 2g.

const BASE = 'https://site.test/dist/widgets.js';
const GRAPH: ChunkGraph = [['chunks/chunk-KIT', 'chunks/chunk-REACT', 'chunks/chunk-MODAL'], { 'claim-modal': [0, 1, 2], gallery: [0, 1] }];
/** The idle chunk's loader where a test does not reach it (earlier tests' copies still listen for load). */
const never = () => new Promise<never>(() => undefined);
const url = (file: string) => `https://site.test/dist/${file}.js`;

/** A fresh copy of the module: its set of linked URLs is per page. */
const load = async () => {
  vi.resetModules();
  return import('../../../shared/runtime/preload/chunk-preloads.ts');
};

const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href);

function registry() {
  const module = Promise.resolve({} as WidgetModule);
  return { 'claim-modal': vi.fn(() => module), gallery: vi.fn(() => module), sort: vi.fn(() => module) } satisfies WidgetRegistry;
}

/** Sets what `navigator.connection` says. */
const connection = (value: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });

/** Pretends the page is still loading, until `finishLoad`. */
function pageLoading() {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
}
function finishLoad() {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  window.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  document.head.replaceChildren();
  connection(undefined);
  pageLoading();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(navigator, 'connection');
});

describe('withChunkPreloads: static imports with the chunk', () => {
  it("links a modulepreload for each of the widget's static imports before its chunk's import starts", async () => {
    const { withChunkPreloads } = await load();
    const loaders = registry();
    loaders['claim-modal'].mockImplementation(() => {
      expect(preloaded()).toEqual(['chunks/chunk-KIT', 'chunks/chunk-REACT', 'chunks/chunk-MODAL'].map(url));
      return Promise.resolve({} as WidgetModule);
    });
    const wrapped = withChunkPreloads(loaders, GRAPH, BASE, never);
    await wrapped['claim-modal']!();
    expect(loaders['claim-modal']).toHaveBeenCalledTimes(1);
  });

  it('links each file once: a second widget sharing the kits adds nothing, nor does a file the server already hinted', async () => {
    const hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.href = url('chunks/chunk-MODAL');
    document.head.append(hint);
    const { withChunkPreloads } = await load();
    const wrapped = withChunkPreloads(registry(), GRAPH, BASE, never);
    await wrapped.gallery!();
    await wrapped['claim-modal']!();
    await wrapped['claim-modal']!();
    expect(preloaded()).toEqual(['chunks/chunk-MODAL', 'chunks/chunk-KIT', 'chunks/chunk-REACT'].map(url));
  });

  it('a widget the graph does not name loads as before, and the registry is returned as it is where the build wrote no graph', async () => {
    const { withChunkPreloads } = await load();
    const loaders = registry();
    await withChunkPreloads(loaders, GRAPH, BASE, never).sort!();
    expect(loaders.sort).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([]);
    expect(withChunkPreloads(loaders, '__WIDGET_CHUNK_GRAPH__', BASE, never)).toBe(loaders);
  });
});

describe('withChunkPreloads: the on-use code when idle after load', () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  beforeEach(() => {
    idleCallbacks.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  });
  const runIdle = () => idleCallbacks.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));

  async function setUp() {
    const { withChunkPreloads, IDLE_PREFETCH_MARK } = await load();
    const prefetch = vi.fn();
    const onUse = vi.fn(() => Promise.resolve({ default: prefetch }));
    const wrapped = withChunkPreloads(registry(), GRAPH, BASE, onUse);
    await wrapped.gallery!();
    return { wrapped, onUse, prefetch, IDLE_PREFETCH_MARK };
  }

  it('waits for the load event, then for the idle callback, then prefetches the loaded widgets, and later ones as they load', async () => {
    const { wrapped, onUse, prefetch, IDLE_PREFETCH_MARK } = await setUp();
    expect(idleCallbacks).toHaveLength(0);
    finishLoad();
    expect(onUse).not.toHaveBeenCalled();
    performance.clearMarks(IDLE_PREFETCH_MARK);
    runIdle();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(['gallery'], BASE, expect.any(Function)));
    // The bench counts what starts after this mark as fetched when idle, not before interaction.
    expect(performance.getEntriesByName(IDLE_PREFETCH_MARK).length).toBeGreaterThan(0);
    await wrapped['claim-modal']!();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(['claim-modal'], BASE, expect.any(Function)));
  });

  it('without requestIdleCallback (Safari), waits a short timeout after load instead', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const { onUse } = await setUp();
      finishLoad();
      expect(onUse).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(onUse).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  for (const [what, value] of [
    ['the visitor asked to save data', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2g', { effectiveType: '2g' }],
    ['the connection is slow-2g', { effectiveType: 'slow-2g' }],
  ] as const) {
    it(`fetches nothing when idle when ${what}, not even its own chunk`, async () => {
      connection(value);
      const { wrapped, onUse } = await setUp();
      finishLoad();
      runIdle();
      await wrapped['claim-modal']!();
      await Promise.resolve();
      expect(onUse).not.toHaveBeenCalled();
    });
  }

  it('prefetches on 3g and 4g', async () => {
    connection({ saveData: false, effectiveType: '3g' });
    const { onUse } = await setUp();
    finishLoad();
    runIdle();
    expect(onUse).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchOnUse (its own chunk)', () => {
  it('preloads nothing while its placeholder is unreplaced', async () => {
    const { default: prefetchOnUse } = await import('../../../shared/runtime/preload/prefetch-on-use.ts');
    const preload = vi.fn();
    prefetchOnUse(['gallery'], BASE, preload);
    expect(preload).not.toHaveBeenCalled();
  });
});
