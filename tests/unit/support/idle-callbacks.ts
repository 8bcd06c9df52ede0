import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';

/** What the idle prefetch's chunk does when it has run (never under Save-Data or on 2g): its mark, then its event. */
export function signalIdlePrefetch(): void {
  act(() => {
    performance.mark(IdlePrefetch.Mark);
    dispatchEvent(new Event(IdlePrefetch.Event));
  });
}

/** The page's idle callbacks, held as a busy page would hold them. */
export interface HeldIdleCallbacks {
  /** How many are pending: scheduled, neither run nor cancelled. */
  readonly count: number;
  /** Runs those pending now (each once). */
  runIdle(): void;
}

/** Stubs `requestIdleCallback`/`cancelIdleCallback` so that idle callbacks wait for `runIdle()`. */
export function holdIdleCallbacks(): HeldIdleCallbacks {
  const pending = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', vi.fn((callback: () => void) => (pending.set(++next, callback), next)));
  vi.stubGlobal('cancelIdleCallback', vi.fn((id: number) => void pending.delete(id)));
  return {
    get count() {
      return pending.size;
    },
    runIdle: () =>
      act(() => {
        const now = [...pending.values()];
        pending.clear();
        for (const callback of now) callback();
      }),
  };
}

/** Counts the imports of a lazy part: its `vi.mock` factory adds one per call. */
export interface ImportCount {
  readonly count: number;
}

/**
 * The idle readying of a widget's lazy part (issue 19): nothing is scheduled or imported before the
 * idle prefetch (Save-Data, 2g, or not yet), nor in the prefetch's own task; the part is imported in
 * an idle callback of its own. Resolves once the widget's load has kept the module (`importPart`
 * imports it as the widget does, the widget's own `then` has run), so that a tap then acts at once.
 */
export async function expectImportedAfterIdlePrefetch(idle: HeldIdleCallbacks, imports: ImportCount, importPart: () => Promise<unknown>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(idle.count).toBe(0);
  expect(imports.count).toBe(0);
  signalIdlePrefetch();
  expect(imports.count).toBe(0);
  idle.runIdle();
  // The module is transformed on its first import: slow on a loaded machine.
  await vi.waitFor(() => expect(imports.count).toBeGreaterThan(0), { timeout: 5000 });
  await importPart();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
