import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdlePrefetch } from '../../../shared/lazy/use-after-idle-prefetch.ts';
import { IdlePrefetch } from '../../../shared/runtime/preload/idle-prefetch-signal.ts';
import { holdIdleCallbacks, signalIdlePrefetch } from '../support/idle-callbacks.ts';

afterEach(() => {
  cleanup();
  performance.clearMarks(IdlePrefetch.Mark);
  vi.unstubAllGlobals();
});

describe('useAfterIdlePrefetch', () => {
  it('runs nothing before the idle prefetch, then once in an idle callback of its own after its event', () => {
    const idle = holdIdleCallbacks();
    const run = vi.fn();
    renderHook(() => useAfterIdlePrefetch(run));
    expect(idle.count).toBe(0);
    signalIdlePrefetch();
    expect(run).not.toHaveBeenCalled();
    expect(idle.count).toBe(1);
    idle.runIdle();
    expect(run).toHaveBeenCalledOnce();
    signalIdlePrefetch();
    expect(idle.count).toBe(0);
  });

  it('schedules at mount when the mark is already there, calling the latest render\'s function', () => {
    performance.mark(IdlePrefetch.Mark);
    const idle = holdIdleCallbacks();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ run }) => useAfterIdlePrefetch(run), { initialProps: { run: first } });
    rerender({ run: latest });
    idle.runIdle();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout without requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('cancelIdleCallback', undefined);
    performance.mark(IdlePrefetch.Mark);
    const run = vi.fn();
    renderHook(() => useAfterIdlePrefetch(run));
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it('cancels its callback and stops listening when unmounted', () => {
    const idle = holdIdleCallbacks();
    const removed = vi.spyOn(window, 'removeEventListener');
    const run = vi.fn();
    const { unmount } = renderHook(() => useAfterIdlePrefetch(run));
    unmount();
    expect(removed.mock.calls.map(([type]) => type)).toContain(IdlePrefetch.Event);
    signalIdlePrefetch();
    expect(idle.count).toBe(0);

    const again = renderHook(() => useAfterIdlePrefetch(run));
    again.unmount();
    idle.runIdle();
    expect(run).not.toHaveBeenCalled();
  });
});
