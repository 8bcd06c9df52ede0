import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useUrlHash } from '../../../../shared/hooks/use-url-hash.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  history.replaceState(null, '', '/dancers.html?page=2');
});

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
  expect(consoleError).not.toHaveBeenCalled();
});

/** Goes to `hash` as a link or the visitor would: the address changes, then `hashchange` fires. */
function followHash(hash: string): void {
  history.replaceState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** Shows the hash; its button writes `next` (the filter hash showing the saved sort). */
function HashView({ next }: { next: string }) {
  const [hash, replaceHash] = useUrlHash();
  return (
    <>
      <output aria-label="Hash">{hash}</output>
      <button type="button" onClick={() => replaceHash(next)}>
        Show the sort
      </button>
    </>
  );
}

describe('useUrlHash', () => {
  it('reads the address hash at the first render and follows every hashchange', () => {
    history.replaceState(null, '', '#sortby=name');
    const { result } = renderHook(() => useUrlHash());
    expect(result.current[0]).toBe('#sortby=name');
    act(() => followHash('#main'));
    expect(result.current[0]).toBe('#main');
    act(() => followHash('/dancers.html'));
    expect(result.current[0]).toBe('');
  });

  it('writes the hash with replaceState (no new entry, hashchange or scroll in a browser), keeping the entry\'s state, and every user of the hash sees it', async () => {
    history.replaceState({ kept: true }, '', '/dancers.html?page=2');
    const entries = history.length;
    // Not `location.hash = …`, which adds an entry, fires hashchange and scrolls to the anchor.
    // (happy-dom, unlike browsers, fires hashchange after replaceState too: not asserted here.)
    const replaceState = vi.spyOn(history, 'replaceState');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const other = renderHook(() => useUrlHash());
    render(<HashView next="#sortby=price" />);

    await userEvent.click(screen.getByRole('button', { name: 'Show the sort' }));

    expect(replaceState).toHaveBeenCalledExactlyOnceWith({ kept: true }, '', '#sortby=price');
    expect(location.href).toBe('http://localhost:3000/dancers.html?page=2#sortby=price');
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ kept: true });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Hash' }).textContent).toBe('#sortby=price');
    expect(other.result.current[0]).toBe('#sortby=price');
  });

  it.each(['', '#'])('takes the hash off the address, path and query kept, for %j', (none) => {
    history.replaceState(null, '', '#sortby=name');
    const { result } = renderHook(() => useUrlHash());
    act(() => result.current[1](none));
    expect(location.href).toBe('http://localhost:3000/dancers.html?page=2');
    expect(result.current[0]).toBe('');
  });

  it('adds the # a written hash leaves out', () => {
    const { result } = renderHook(() => useUrlHash());
    act(() => result.current[1]('sortby=name'));
    expect(location.hash).toBe('#sortby=name');
  });

  it('leaves the history alone when the address already has the hash', () => {
    history.replaceState(null, '', '#sortby=name');
    const replaceState = vi.spyOn(history, 'replaceState');
    const { result } = renderHook(() => useUrlHash());
    act(() => result.current[1]('#sortby=name'));
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('throws nothing and keeps the hash when the browser refuses the history call', () => {
    const { result } = renderHook(() => useUrlHash());
    const replaceState = vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Too many calls to the History API.', 'SecurityError');
    });
    act(() => result.current[1]('#sortby=name'));
    replaceState.mockRestore();
    expect(result.current[0]).toBe('');
  });

  it('sees a hashchange back to the hash it wrote over', () => {
    history.replaceState(null, '', '#main');
    const { result } = renderHook(() => useUrlHash());
    act(() => result.current[1]('#sortby=name'));
    expect(result.current[0]).toBe('#sortby=name');
    act(() => followHash('#main'));
    expect(result.current[0]).toBe('#main');
  });

  it('removes its hashchange listener with the same arguments on unmount, and hears no write after it', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders += 1;
      return useUrlHash();
    });
    const writer = renderHook(() => useUrlHash());
    const added = add.mock.calls.filter(([type]) => type === 'hashchange');
    unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'hashchange')).toEqual([added[0]]);
    act(() => writer.result.current[1]('#sortby=name'));
    expect(renders).toBe(1);
  });
});
