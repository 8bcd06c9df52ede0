import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEventListeners, type EventListeners } from '../../../../shared/hooks/use-event-listeners.ts';
import { getElement, renderFixture } from '../../support/dom-fixture.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

/** Spies on a target's listeners; only the calls for `types` count (the renderer listens too). */
function spyListeners(target: EventTarget, ...types: string[]) {
  const add = vi.spyOn(target, 'addEventListener');
  const remove = vi.spyOn(target, 'removeEventListener');
  const of = (spy: MockInstance) => spy.mock.calls.filter((call) => types.includes(call[0] as string));
  return { added: () => of(add), removed: () => of(remove) };
}

describe('useEventListeners', () => {
  it('listens on a server root for each type from the first commit (no later frame or act() needed), and lets go on unmount', () => {
    renderFixture('<div id="root"><button type="button">Inside</button></div>');
    const root = getElement('#root');
    const spies = spyListeners(root, 'click', 'focusin');
    const onClick = vi.fn();
    const onFocusIn = vi.fn();
    function Widget() {
      useEventListeners(root, { click: onClick, focusin: onFocusIn });
      return null;
    }
    const reactRoot = createRoot(document.body.appendChild(document.createElement('div')));
    flushSync(() => reactRoot.render(<Widget />));
    const click = new MouseEvent('click', { bubbles: true });
    getElement('button').dispatchEvent(click);
    getElement('button').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onClick).toHaveBeenCalledExactlyOnceWith(click);
    expect(onFocusIn).toHaveBeenCalledOnce();
    expect(spies.added().map((call) => call[0])).toEqual(['click', 'focusin']);

    reactRoot.unmount();
    expect(spies.removed()).toEqual(spies.added());
    getElement('button').click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('calls the handlers of the latest render, attached once over renders that pass a new map of the same types', () => {
    const spies = spyListeners(document, 'keydown', 'keyup');
    const seen: string[] = [];
    const { rerender } = renderHook(({ name }) => useEventListeners(document, { keydown: () => seen.push(`${name} down`), keyup: () => seen.push(`${name} up`) }), {
      initialProps: { name: 'first' },
    });
    rerender({ name: 'second' });
    rerender({ name: 'third' });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      document.dispatchEvent(new KeyboardEvent('keyup', { key: 'a' }));
    });
    expect(seen).toEqual(['third down', 'third up']);
    expect(spies.added()).toHaveLength(2);
    expect(spies.removed()).toHaveLength(0);
  });

  it('moves its listeners when the set of types changes, removing the old ones as they were added', () => {
    const spies = spyListeners(document, 'click', 'keydown');
    const handler = vi.fn();
    const { rerender } = renderHook(({ listeners }: { listeners: EventListeners }) => useEventListeners(document, listeners), {
      initialProps: { listeners: { click: handler } as EventListeners },
    });
    rerender({ listeners: { click: handler, keydown: handler } });
    expect(spies.removed()).toEqual([spies.added()[0]]);
    expect(spies.added().map((call) => call[0])).toEqual(['click', 'click', 'keydown']);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(handler).toHaveBeenCalledOnce();
  });

  it('adds and removes its listeners with the options given, kept over renders that pass them as a new object', () => {
    const spies = spyListeners(window, 'scroll', 'resize');
    const { rerender, unmount } = renderHook(() => useEventListeners(window, { scroll: () => {}, resize: () => {} }, { capture: true, passive: true }));
    rerender();
    expect(spies.added()).toHaveLength(2);
    expect(spies.added()[0]?.[2]).toEqual({ capture: true, passive: true, once: undefined });
    unmount();
    expect(spies.removed()).toEqual(spies.added());
  });

  it('reads a ref to an element the component renders after the commit', async () => {
    function Counter() {
      const button = useRef<HTMLButtonElement>(null);
      const [count, setCount] = useState(0);
      useEventListeners(button, { click: () => setCount((value) => value + 1), keydown: (event) => event.key === 'Escape' && setCount(0) });
      return <button ref={button} type="button">{`Count ${count}`}</button>;
    }
    render(<Counter />);
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Count 1' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeTruthy();
  });

  it('does nothing for a null target, an empty ref or no types, and throws nothing', () => {
    const handler = vi.fn();
    const spies = spyListeners(document, 'click', '');
    const { unmount } = renderHook(() => {
      useEventListeners(null, { click: handler });
      useEventListeners(useRef<HTMLElement>(null), { click: handler });
      useEventListeners(document, {});
    });
    act(() => document.body.click());
    unmount();
    expect(handler).not.toHaveBeenCalled();
    expect(spies.added()).toHaveLength(0);
  });
});
