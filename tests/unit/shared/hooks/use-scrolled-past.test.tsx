import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { BREADCRUMB_FIXED_PX, DOCUMENT_SCROLLED_PX } from '../../../../shared/constants.ts';
import { useScrolledPast } from '../../../../shared/hooks/use-scrolled-past.ts';
import { resetViewport, scrollPageTo } from '../../support/viewport.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  resetViewport();
  expect(consoleError).not.toHaveBeenCalled();
});

describe('useScrolledPast', () => {
  it('answers for the restored scroll position from the first render on, as after a reload mid-page', () => {
    scrollPageTo(DOCUMENT_SCROLLED_PX + 50);
    const renders: boolean[] = [];
    renderHook(() => renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX)));
    expect(renders).toEqual([true]);
  });

  it('is true only past the threshold, not at it, as page-state and breadcrumb-bar count', () => {
    const { result } = renderHook(() => useScrolledPast(BREADCRUMB_FIXED_PX));
    act(() => scrollPageTo(BREADCRUMB_FIXED_PX));
    expect(result.current).toBe(false);
    act(() => scrollPageTo(BREADCRUMB_FIXED_PX + 1));
    expect(result.current).toBe(true);
    act(() => scrollPageTo(0));
    expect(result.current).toBe(false);
  });

  it('re-renders only when the answer changes, not on every scroll event', () => {
    const renders: boolean[] = [];
    renderHook(() => renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX)));
    for (const y of [10, 50, 90, 150, 300, 600, 40, 20]) act(() => scrollPageTo(y));
    expect(renders).toEqual([false, true, false]);
  });

  it('listens passively and removes its listener with the same arguments on unmount', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(DOCUMENT_SCROLLED_PX));
    const added = add.mock.calls.filter(([type]) => type === 'scroll');
    expect(added).toHaveLength(1);
    expect(added[0]?.[2]).toEqual({ passive: true });
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'scroll')).toEqual(added);
  });
});
