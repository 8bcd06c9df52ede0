import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, renderHook, screen } from '@testing-library/react';
import { useDescribedBy } from '../../../../shared/hooks/use-described-by.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  document.body.innerHTML = `
    <label for="name">Name</label>
    <input id="name" aria-describedby="hint">
    <p id="hint">As on your ID</p>
    <p id="error">Enter a name</p>
    <p id="reason">Locked by your agency</p>`;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  expect(consoleError).not.toHaveBeenCalled();
});

const field = () => screen.getByRole('textbox', { name: 'Name' });

describe('useDescribedBy', () => {
  it('names the id while on, after the template\'s, and takes only its own token away', () => {
    const { rerender, unmount } = renderHook(({ on }) => useDescribedBy(field(), 'error', on), { initialProps: { on: true } });
    expect(field().getAttribute('aria-describedby')).toBe('hint error');
    rerender({ on: false });
    expect(field().getAttribute('aria-describedby')).toBe('hint');
    rerender({ on: true });
    unmount();
    expect(field().getAttribute('aria-describedby')).toBe('hint');
  });

  it('shares the list with another owner whatever the order they leave in, and keeps an id the template printed', () => {
    const error = renderHook(() => useDescribedBy(field(), 'error'));
    const reason = renderHook(() => useDescribedBy(field(), 'reason'));
    const printed = renderHook(() => useDescribedBy(field(), 'hint'));
    expect(field().getAttribute('aria-describedby')).toBe('hint error reason');
    error.unmount();
    expect(field().getAttribute('aria-describedby')).toBe('hint reason');
    printed.unmount();
    reason.unmount();
    expect(field().getAttribute('aria-describedby')).toBe('hint');
  });

  it('leaves out while off an id the template printed, and gives it back on unmount', () => {
    const { rerender, unmount } = renderHook(({ on }) => useDescribedBy(field(), 'hint', on), { initialProps: { on: false } });
    expect(field().hasAttribute('aria-describedby')).toBe(false);
    rerender({ on: true });
    expect(field().getAttribute('aria-describedby')).toBe('hint');
    rerender({ on: false });
    unmount();
    expect(field().getAttribute('aria-describedby')).toBe('hint');
  });

  it('removes the attribute it added when nothing else is in it', () => {
    const input = field();
    input.removeAttribute('aria-describedby');
    renderHook(() => useDescribedBy(input, 'error')).unmount();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
