import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetModule, WidgetRegistry } from '../../../shared/runtime/widget-definition.ts';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';

// The runtime side of issue 19: a widget's static imports requested with its chunk, and its on-use
// code prefetched when idle after load by a chunk of its own, never under Save-Data or on 2g.

// Three shared chunks; every widget imports the first; claim-modal also the other two, gallery the
// second; sort nothing more (the registry's order: claim-modal, gallery, sort).
const GRAPH = 'KIT00REACTMODAL 0 12 1 ';
/** The idle chunk's loader where a test does not reach it (earlier tests' copies still listen for load). */
const never = () => new Promise<never>(() => undefined);

/** A fresh copy of the module. */
const load = async () => {
  vi.resetModules();
  return import('../../../shared/runtime/preload/chunk-preloads.ts');
};

function registry() {
  const module = Promise.resolve({} as WidgetModule);
  return { 'claim-modal': vi.fn(() => module), gallery: vi.fn(() => module), sort: vi.fn(() => module) } satisfies WidgetRegistry;
}

/** Sets what `navigator.connection` says. */
const connection = (value: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });

beforeEach(() => {
  connection(undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  vi.unstubAllGlobals();
});

describe('withChunkPreloads: static imports with the chunk', () => {
  it('names the shared chunks at the indexes given, relative to widgets.js (as the build writes them)', async () => {
    const { sharedChunks } = await load();
    expect(sharedChunks('KIT00REACTMODAL', '0' + '12')).toEqual(['./chunks/KIT00.js', './chunks/REACT.js', './chunks/MODAL.js']);
    expect(sharedChunks('KIT00REACTMODAL', '')).toEqual([]);
  });

  // The imports themselves (requested before the chunk answers) are proved in the browser:
  // tests/e2e/first-interaction.spec.ts. Here they fail (no such files) and are caught.
  it('loads each widget through its own loader, once per call', async () => {
    const { withChunkPreloads } = await load();
    const loaders = registry();
    const wrapped = withChunkPreloads(loaders, GRAPH, never);
    await wrapped['claim-modal']!();
    await wrapped.sort!();
    expect(loaders['claim-modal']).toHaveBeenCalledTimes(1);
    expect(loaders.sort).toHaveBeenCalledTimes(1);
    expect(loaders.gallery).not.toHaveBeenCalled();
  });

  it('returns the registry as it is where the build wrote no graph', async () => {
    const { withChunkPreloads } = await load();
    const loaders = registry();
    expect(withChunkPreloads(loaders, '__WIDGET_CHUNK_GRAPH__', never)).toBe(loaders);
  });
});

describe('withChunkPreloads: the on-use code when idle after load', () => {
  const idleCallbacks: (() => void)[] = [];
  beforeEach(() => {
    idleCallbacks.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  });
  const runIdle = () => idleCallbacks.splice(0).forEach((callback) => callback());

  async function setUp() {
    const { withChunkPreloads } = await load();
    const prefetch = vi.fn();
    const onUse = vi.fn(() => Promise.resolve({ default: prefetch }));
    const wrapped = withChunkPreloads(registry(), GRAPH, onUse);
    await wrapped.gallery!();
    return { wrapped, onUse, prefetch };
  }

  it('waits for the load event, then for the idle callback, then prefetches the loaded widgets, and later ones as they load', async () => {
    const { wrapped, onUse, prefetch } = await setUp();
    await wrapped.sort!();
    expect(idleCallbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(onUse).not.toHaveBeenCalled();
    runIdle();
    await vi.waitFor(() => expect(prefetch.mock.calls.map(([name]) => name)).toEqual(['gallery', 'sort']));
    await wrapped['claim-modal']!();
    expect(prefetch.mock.calls.map(([name]) => name)).toEqual(['gallery', 'sort', 'claim-modal']);
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), goes on right after the load event', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const { onUse } = await setUp();
      expect(onUse).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
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
      window.dispatchEvent(new Event('load'));
      runIdle();
      await wrapped['claim-modal']!();
      await Promise.resolve();
      expect(onUse).not.toHaveBeenCalled();
    });
  }

  for (const effectiveType of ['3g', '4g']) {
    it(`prefetches on ${effectiveType}`, async () => {
      connection({ saveData: false, effectiveType });
      const { onUse } = await setUp();
      window.dispatchEvent(new Event('load'));
      runIdle();
      expect(onUse).toHaveBeenCalledTimes(1);
    });
  }
});

describe('prefetchOnUse (its own chunk)', () => {
  it('sets the idle mark and dispatches its event when it runs, and preloads nothing while its placeholder is unreplaced', async () => {
    document.head.replaceChildren();
    performance.clearMarks('widgets:idle-prefetch');
    vi.resetModules();
    const heard = vi.fn();
    addEventListener(IdlePrefetch.Event, heard);
    const { default: prefetchOnUse } = await import('../../../shared/runtime/preload/prefetch-on-use.ts');
    removeEventListener(IdlePrefetch.Event, heard);
    expect(performance.getEntriesByName(IdlePrefetch.Mark)).toHaveLength(1);
    expect(heard).toHaveBeenCalledOnce();
    prefetchOnUse('gallery');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
