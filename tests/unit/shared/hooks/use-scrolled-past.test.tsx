import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useLayoutEffect } from 'react';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { BREADCRUMB_FIXED_PX, DOCUMENT_SCROLLED_PX } from '../../../../shared/constants.ts';
import { useScrolledPast } from '../../../../shared/hooks/use-scrolled-past.ts';
import { resetViewport, scrollPageTo } from '../../support/viewport.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  cleanup();
  resetViewport();
  vi.useRealTimers();
  expect(consoleError).not.toHaveBeenCalled();
});

/** Scrolls to `y` and lets the next animation frame run, as a browser does before it paints. */
function scrollAndPaint(y: number): void {
  act(() => {
    scrollPageTo(y);
    vi.advanceTimersToNextFrame();
  });
}

describe('useScrolledPast', () => {
  it('answers for the restored scroll position from the first render on, as after a reload mid-page', () => {
    scrollPageTo(DOCUMENT_SCROLLED_PX + 50);
    const renders: boolean[] = [];
    renderHook(() => renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX)));
    expect(renders).toEqual([true]);
  });

  it('is true only past the threshold, not at it, as page-state and breadcrumb-bar count', () => {
    const { result } = renderHook(() => useScrolledPast(BREADCRUMB_FIXED_PX));
    scrollAndPaint(BREADCRUMB_FIXED_PX);
    expect(result.current).toBe(false);
    scrollAndPaint(BREADCRUMB_FIXED_PX + 1);
    expect(result.current).toBe(true);
    scrollAndPaint(0);
    expect(result.current).toBe(false);
  });

  it('re-renders only when the answer changes, not on every scroll event', () => {
    const renders: boolean[] = [];
    renderHook(() => renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX)));
    for (const y of [10, 50, 90, 150, 300, 600, 40, 20]) scrollAndPaint(y);
    expect(renders).toEqual([false, true, false]);
  });

  it('checks once per animation frame, however many scroll events arrive, and renders its answer within that frame', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const renders: boolean[] = [];
    renderHook(() => renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX)));
    for (const y of [20, 60, 120, 300]) scrollPageTo(y);
    expect(frame).toHaveBeenCalledOnce();
    // A later callback of the same frame (the browser paints after them) finds the new answer
    // rendered: without flushSync, React 19 would render it in a later task, Preact after a
    // microtask. Not in act(), which would flush it.
    let renderedInFrame: boolean[] = [];
    requestAnimationFrame(() => {
      renderedInFrame = [...renders];
    });
    vi.advanceTimersToNextFrame();
    expect(renderedInFrame).toEqual([false, true]);
  });

  it('listens passively and removes its listener with the same arguments on unmount, dropping a pending frame', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const renders: boolean[] = [];
    const { unmount } = renderHook(() => renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX)));
    const added = add.mock.calls.filter(([type]) => type === 'scroll');
    expect(added).toHaveLength(1);
    expect(added[0]?.[2]).toEqual({ passive: true });
    scrollPageTo(300);
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'scroll')).toEqual(added);
    vi.advanceTimersToNextFrame();
    expect(renders).toEqual([false]);
  });

  it('catches a scroll between its render and its subscription (an earlier layout effect scrolled the page)', () => {
    const renders: boolean[] = [];
    // A child's layout effects run before its parent's: this scroll's event finds no listener yet.
    function Scroll() {
      useLayoutEffect(() => scrollPageTo(DOCUMENT_SCROLLED_PX + 50), []);
      return null;
    }
    function Probe() {
      renders.push(useScrolledPast(DOCUMENT_SCROLLED_PX));
      return <Scroll />;
    }
    render(<Probe />);
    expect(renders).toEqual([false, true]);
    scrollAndPaint(0);
    expect(renders).toEqual([false, true, false]);
  });

  it('answers for a new threshold at once, as it subscribes again', () => {
    scrollPageTo(BREADCRUMB_FIXED_PX + 10);
    const { result, rerender } = renderHook(({ px }) => useScrolledPast(px), { initialProps: { px: BREADCRUMB_FIXED_PX } });
    expect(result.current).toBe(true);
    rerender({ px: Infinity });
    expect(result.current).toBe(false);
    rerender({ px: BREADCRUMB_FIXED_PX });
    expect(result.current).toBe(true);
  });
});
