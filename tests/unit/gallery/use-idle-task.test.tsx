import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTask, type IdleTaskTiming } from '../../../widgets/gallery/use-idle-task.ts';

const TIMING = { delayMs: 5000, idleTimeoutMs: 2000 };

function stubReadyState(state: DocumentReadyState): void {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** Mounts a component running `task` by useIdleTask; returns its unmount (the cancel). */
function scheduleIdleTask(task: () => void, timing: IdleTaskTiming): () => void {
  return renderHook(() => useIdleTask(task, timing)).unmount;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleTask', () => {
  it('runs the task at the first idle moment after the delay, with the idle deadline given', () => {
    stubReadyState('complete');
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();

    scheduleIdleTask(task, TIMING);
    vi.advanceTimersByTime(TIMING.delayMs - 1);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: TIMING.idleTimeoutMs });
    expect(task).not.toHaveBeenCalled();

    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    stubReadyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    scheduleIdleTask(task, TIMING);
    vi.advanceTimersByTime(TIMING.delayMs);
    expect(task).not.toHaveBeenCalled();
    // The zero-delay timer set once the delay is over.
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from the load event while the page is still loading', () => {
    stubReadyState('loading');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    scheduleIdleTask(task, TIMING);
    vi.advanceTimersByTime(TIMING.delayMs * 3);
    expect(task).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    vi.advanceTimersByTime(TIMING.delayMs + 1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, at any step', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    stubReadyState('loading');
    scheduleIdleTask(task, TIMING)();
    window.dispatchEvent(new Event('load'));
    stubReadyState('complete');
    const cancelDuringDelay = scheduleIdleTask(task, TIMING);
    vi.advanceTimersByTime(TIMING.delayMs / 2);
    cancelDuringDelay();
    vi.advanceTimersByTime(TIMING.delayMs * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it('cancels a pending idle callback', () => {
    stubReadyState('complete');
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 42));
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const cancel = scheduleIdleTask(vi.fn(), TIMING);
    vi.advanceTimersByTime(TIMING.delayMs);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
  });
});
