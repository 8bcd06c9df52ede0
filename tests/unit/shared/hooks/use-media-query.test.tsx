import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useLayoutEffect } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { MOBILE_MAX_WIDTH_PX, TABLET_MAX_WIDTH_PX } from '../../../../shared/constants.ts';
import { useMediaQuery } from '../../../../shared/hooks/use-media-query.ts';
import { resetViewport, setViewportWidth } from '../../support/viewport.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

const TABLET = `(max-width: ${TABLET_MAX_WIDTH_PX}px)`;
const MOBILE = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

failOnConsoleErrors();

afterEach(() => {
  resetViewport();
});

/** The media query lists the page asks for from now on, each with spies on its listeners. */
function spyMediaLists() {
  const matchMedia = window.matchMedia.bind(window);
  const lists: { query: string; add: MockInstance; remove: MockInstance }[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const list = matchMedia(query);
    lists.push({ query, add: vi.spyOn(list, 'addEventListener'), remove: vi.spyOn(list, 'removeEventListener') });
    return list;
  });
  return lists;
}

describe('useMediaQuery', () => {
  it('answers for the viewport from the first render on', () => {
    setViewportWidth(800);
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMediaQuery(TABLET)));
    expect(renders).toEqual([true]);
  });

  it('re-renders when the viewport crosses the breakpoint, and only then', () => {
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMediaQuery(TABLET)));
    act(() => setViewportWidth(800));
    act(() => setViewportWidth(700));
    act(() => setViewportWidth(1200));
    expect(renders).toEqual([false, true, false]);
  });

  it('removes its change listener with the arguments it added it with on unmount', () => {
    const lists = spyMediaLists();
    const { unmount } = renderHook(() => useMediaQuery(TABLET));
    const [list] = lists;
    expect(list?.add.mock.calls).toHaveLength(1);
    expect(list?.add.mock.calls[0]?.[0]).toBe('change');
    unmount();
    expect(list?.remove.mock.calls).toEqual(list?.add.mock.calls);
  });

  it('moves to a new query, letting go of the old one', () => {
    setViewportWidth(800);
    const lists = spyMediaLists();
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), { initialProps: { query: TABLET } });
    expect(result.current).toBe(true);
    rerender({ query: MOBILE });
    expect(result.current).toBe(false);
    const tablet = lists.find((list) => list.query === TABLET);
    expect(tablet?.remove.mock.calls).toEqual(tablet?.add.mock.calls);
    act(() => setViewportWidth(375));
    expect(result.current).toBe(true);
  });

  it('renders a change at once, outside React\'s events, so that what follows from it is in place when the event returns', () => {
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMediaQuery(TABLET)));
    // Not in act(), which would flush the update itself.
    setViewportWidth(800);
    expect(renders).toEqual([false, true]);
  });

  it('catches a change between its render and its subscription (an earlier layout effect resized the window)', () => {
    const renders: boolean[] = [];
    // A child's layout effects run before its parent's, so this one runs before the hook subscribes.
    function Resize() {
      useLayoutEffect(() => setViewportWidth(800), []);
      return null;
    }
    function Probe() {
      renders.push(useMediaQuery(TABLET));
      return <Resize />;
    }
    render(<Probe />);
    expect(renders).toEqual([false, true]);
  });
});
