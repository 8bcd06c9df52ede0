import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyAction } from '../../../shared/lazy/use-lazy-action.ts';
import { createDeferred } from '../support/fake-widgets.tsx';
import { recordingContext } from '../support/fake-context.ts';

afterEach(() => {
  cleanup();
});

describe('useLazyAction', () => {
  it('loads and acts while the component is mounted, with a stable function', async () => {
    const context = recordingContext('test');
    const act = vi.fn();
    const { result, rerender } = renderHook(() => useLazyAction(context));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    result.current({ load: () => Promise.resolve('module'), act, phase: 'testing' });

    await vi.waitFor(() => expect(act).toHaveBeenCalledWith('module'));
    expect(context.errors).toEqual([]);
  });

  it('acts on nothing and reports nothing when the component unmounted while loading', async () => {
    const context = recordingContext('test');
    const act = vi.fn();
    const recover = vi.fn();
    const loaded = createDeferred<string>();
    const failed = createDeferred<string>();
    const { result, unmount } = renderHook(() => useLazyAction(context));
    result.current({ load: () => loaded.promise, act, phase: 'testing' });
    result.current({ load: () => failed.promise, act, recover, phase: 'testing' });

    unmount();
    loaded.resolve('module');
    failed.reject(new Error('network'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(act).not.toHaveBeenCalled();
    expect(recover).not.toHaveBeenCalled();
    expect(context.errors).toEqual([]);
  });

  it('gives the control back and reports a failed load through the context, naming the phase', async () => {
    const context = recordingContext('test');
    const recover = vi.fn();
    const failure = new Error('network');
    const { result } = renderHook(() => useLazyAction(context));

    result.current({ load: () => Promise.reject(failure), act: vi.fn(), recover, phase: 'saving the sort' });

    await vi.waitFor(() => expect(context.errors).toEqual([[failure, 'saving the sort']]));
    expect(recover).toHaveBeenCalledTimes(1);
  });
});
