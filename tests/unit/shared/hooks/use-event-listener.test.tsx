import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TABLET_MAX_WIDTH_PX } from '../../../../shared/constants.ts';
import { useEventListener, type ListenerOptions } from '../../../../shared/hooks/use-event-listener.ts';
import { renderFixture, getElement } from '../../support/dom-fixture.ts';
import { resetViewport, setViewportWidth } from '../../support/viewport.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

afterEach(() => {
  resetViewport();
});

/** Spies on a target's listeners; only the calls for `type` count (the renderer listens too). */
function spyListeners(target: EventTarget, type: string) {
  const add = vi.spyOn(target, 'addEventListener');
  const remove = vi.spyOn(target, 'removeEventListener');
  const of = (spy: MockInstance) => spy.mock.calls.filter((call) => call[0] === type);
  return { added: () => of(add), removed: () => of(remove) };
}

describe('useEventListener', () => {
  it('is attached once the first render is committed, as the runtime then marks the root mounted: no later frame or act() needed', () => {
    const handler = vi.fn();
    function Listener() {
      useEventListener(document, 'keydown', handler);
      return null;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // Rendered and committed before flushSync returns; a plain effect would still be waiting
    // (Preact runs it after the next frame).
    flushSync(() => root.render(<Listener />));
    const event = new KeyboardEvent('keydown', { key: 'Enter' });
    document.dispatchEvent(event);
    expect(handler).toHaveBeenCalledExactlyOnceWith(event);
    root.unmount();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(handler).toHaveBeenCalledOnce();
  });

  it('calls the handler with the window\'s events while mounted, and removes its listener with the same arguments on unmount', () => {
    const spies = spyListeners(window, 'resize');
    const handler = vi.fn();
    const { unmount } = renderHook(() => useEventListener(window, 'resize', handler));
    const event = new Event('resize');
    act(() => void window.dispatchEvent(event));
    expect(handler).toHaveBeenCalledExactlyOnceWith(event);
    expect(spies.added()).toHaveLength(1);

    unmount();
    expect(spies.removed()).toEqual(spies.added());
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('calls the handler of the latest render without attaching again', () => {
    const spies = spyListeners(document, 'keydown');
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ handler }) => useEventListener(document, 'keydown', handler), { initialProps: { handler: first } });
    rerender({ handler: second });
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(spies.added()).toHaveLength(1);
    expect(spies.removed()).toHaveLength(0);
  });

  it('keeps its listener over renders that pass equal options as a new object', () => {
    const spies = spyListeners(window, 'scroll');
    const { rerender, unmount } = renderHook(() => useEventListener(window, 'scroll', () => {}, { passive: true }));
    rerender();
    rerender();
    expect(spies.added()).toHaveLength(1);
    expect(spies.added()[0]?.[2]).toEqual({ capture: false, passive: true, once: undefined });
    unmount();
    expect(spies.removed()).toEqual(spies.added());
  });

  it('moves its listener when the options change, removing the old one with the options it was added with', () => {
    const spies = spyListeners(document, 'click');
    const { rerender } = renderHook(({ options }: { options: ListenerOptions }) => useEventListener(document, 'click', () => {}, options), {
      initialProps: { options: false },
    });
    rerender({ options: true });
    expect(spies.added()).toHaveLength(2);
    expect(spies.removed()).toEqual([spies.added()[0]]);
    expect(spies.added()[1]?.[2]).toMatchObject({ capture: true });
  });

  it('listens on a server element it does not render, given as the element or as a ref, and lets go of it on unmount', async () => {
    renderFixture('<button type="button">Server button</button>');
    const button = getElement<HTMLButtonElement>('button');
    const spies = spyListeners(button, 'click');
    const direct = vi.fn();
    const throughRef = vi.fn();
    const { unmount } = renderHook(() => {
      useEventListener(button, 'click', direct);
      useEventListener(useRef(button), 'click', throughRef);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Server button' }));
    expect(direct).toHaveBeenCalledOnce();
    expect(throughRef).toHaveBeenCalledOnce();

    unmount();
    expect(spies.added()).toHaveLength(2);
    expect(spies.removed()).toEqual(spies.added());
    await userEvent.click(button);
    expect(direct).toHaveBeenCalledOnce();
  });

  it('reads a ref to an element the component renders after the commit, so the element is there', async () => {
    function Counter() {
      const button = useRef<HTMLButtonElement>(null);
      const [clicks, setClicks] = useState(0);
      useEventListener(button, 'click', () => setClicks((count) => count + 1));
      return <button ref={button} type="button">{`Clicked ${clicks}`}</button>;
    }
    render(<Counter />);
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 1' }));
    expect(screen.getByRole('button').textContent).toBe('Clicked 2');
  });

  it('follows a media query list\'s changes', () => {
    const tablet = window.matchMedia(`(max-width: ${TABLET_MAX_WIDTH_PX}px)`);
    const spies = spyListeners(tablet, 'change');
    const matches: boolean[] = [];
    const { unmount } = renderHook(() => useEventListener(tablet, 'change', (event) => matches.push(event.matches)));
    act(() => setViewportWidth(800));
    act(() => setViewportWidth(1200));
    expect(matches).toEqual([true, false]);
    unmount();
    expect(spies.removed()).toEqual(spies.added());
  });

  it('does nothing for a null target or an empty ref, and throws nothing', () => {
    const handler = vi.fn();
    const spies = spyListeners(document, 'click');
    const { unmount } = renderHook(() => {
      useEventListener(null, 'click', handler);
      useEventListener(useRef<HTMLElement>(null), 'click', handler);
    });
    act(() => document.body.click());
    unmount();
    expect(handler).not.toHaveBeenCalled();
    expect(spies.added()).toHaveLength(0);
  });
});
