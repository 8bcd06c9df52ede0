import { act } from '@testing-library/react';
import { vi } from 'vitest';
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
