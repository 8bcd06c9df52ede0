import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { resetPageConfig } from '../../../../shared/config/page-config.ts';
import { useCookie } from '../../../../shared/hooks/use-cookie.ts';
import { clearCookies, pageCookies, restoreCookieAccess, spyCookieWrites } from '../../support/cookie-jar.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  resetPageConfig();
});

afterEach(() => {
  cleanup();
  restoreCookieAccess();
  clearCookies();
  expect(consoleError).not.toHaveBeenCalled();
});

/** A view switch: shows the `view_type` cookie, and its button writes `list`. */
function ViewSwitch() {
  const [view, writeView] = useCookie('view_type');
  return (
    <button type="button" aria-pressed={view === 'list'} onClick={() => writeView('list')}>
      List view
    </button>
  );
}

/** Another widget showing the same cookie. */
function ViewLabel() {
  const [view] = useCookie('view_type');
  return <output aria-label="View">{view ?? 'none'}</output>;
}

describe('useCookie', () => {
  it('reads a cookie of the catalogue, and undefined for one that is absent or not a valid value', () => {
    document.cookie = 'view_type=list; path=/';
    document.cookie = 'dark_mode=maybe; path=/';
    const { result } = renderHook(() => [useCookie('view_type')[0], useCookie('dark_mode')[0], useCookie('sortby')[0]]);
    expect(result.current).toEqual(['list', undefined, undefined]);
  });

  it('writes with the catalogue\'s attributes, answers that the browser kept it, and every widget using the cookie shows the new value', async () => {
    const writes = spyCookieWrites();
    render(
      <>
        <ViewSwitch />
        <ViewLabel />
      </>,
    );
    expect(screen.getByRole('status', { name: 'View' }).textContent).toBe('none');

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));

    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status', { name: 'View' }).textContent).toBe('list');
    expect(pageCookies().get('view_type')).toBe('list');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.attributes.get('path')).toBe('/');
    expect(writes[0]?.attributes.get('samesite')).toBe('Lax');
  });

  it('answers true when the browser kept the value', () => {
    const { result } = renderHook(() => useCookie('dark_mode'));
    let kept = false;
    act(() => {
      kept = result.current[1]('1');
    });
    expect(kept).toBe(true);
    expect(result.current[0]).toBe('1');
  });

  it('keeps a JSON cookie\'s value the same object over renders until it changes', () => {
    document.cookie = `filters=${encodeURIComponent(JSON.stringify({ incalls: '1', area: ['2', '3'] }))}; path=/`;
    const { result, rerender } = renderHook(() => useCookie('filters'));
    const first = result.current[0];
    expect(first).toEqual({ incalls: '1', area: ['2', '3'] });
    rerender();
    expect(result.current[0]).toBe(first);
    act(() => void result.current[1]({ incalls: '1' }));
    expect(result.current[0]).toEqual({ incalls: '1' });
  });

  it('removes the cookie when written undefined', () => {
    document.cookie = 'sortby=price; path=/';
    const { result } = renderHook(() => useCookie('sortby'));
    let removed = false;
    act(() => {
      removed = result.current[1](undefined);
    });
    expect(removed).toBe(true);
    expect(result.current[0]).toBeUndefined();
    expect(pageCookies().has('sortby')).toBe(false);
  });

  it('answers false and keeps showing nothing when the browser blocks cookies', () => {
    spyCookieWrites('block');
    const { result } = renderHook(() => useCookie('agecheck'));
    let kept = true;
    act(() => {
      kept = result.current[1]('1');
    });
    expect(kept).toBe(false);
    expect(result.current[0]).toBeUndefined();
  });

  it('throws nothing in a sandboxed document, which may not touch cookies', () => {
    spyCookieWrites('throw');
    const { result } = renderHook(() => useCookie('view_type'));
    expect(result.current[0]).toBeUndefined();
    act(() => void result.current[1]('grid'));
    expect(result.current[0]).toBeUndefined();
  });

  it('keeps its write function over renders, and hears no write once unmounted', () => {
    let renders = 0;
    const { result, rerender, unmount } = renderHook(() => {
      renders += 1;
      return useCookie('view_type');
    });
    const write = result.current[1];
    rerender();
    expect(result.current[1]).toBe(write);
    unmount();
    const other = renderHook(() => useCookie('view_type'));
    act(() => void other.result.current[1]('list'));
    expect(renders).toBe(2);
  });
});
