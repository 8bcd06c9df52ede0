import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useState } from 'react';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useElementAttribute } from '../../../../shared/hooks/use-element-attribute.ts';
import { renderFixture } from '../../support/dom-fixture.ts';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  expect(consoleError).not.toHaveBeenCalled();
});

describe('useElementAttribute', () => {
  it('renders state on a server control from the first commit, and gives the control back its own value on unmount', async () => {
    renderFixture('<button type="button" aria-pressed="false">Dark mode</button><div id="app"></div>');
    const control = screen.getByRole('button', { name: 'Dark mode' });
    function Toggle() {
      const [on, setOn] = useState(true);
      useElementAttribute(control, 'aria-pressed', String(on));
      return <button type="button" onClick={() => setOn(!on)}>Toggle</button>;
    }
    const { unmount } = render(<Toggle />, { container: document.getElementById('app') as HTMLElement });
    expect(screen.getByRole('button', { name: 'Dark mode', pressed: true })).toBe(control);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(control.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(control.getAttribute('aria-pressed')).toBe('true');
    unmount();
    expect(control.getAttribute('aria-pressed')).toBe('false');
  });

  it('removes the attribute for null, and puts back what the element had when it stops being the one', () => {
    renderFixture('<a href="/a.jpg">A</a><a href="/b.jpg" aria-busy="false">B</a>');
    const [first, second] = screen.getAllByRole('link');
    const { rerender } = renderHook(({ element, value }: { element: Element | null; value: string | null }) => useElementAttribute(element, 'aria-busy', value), {
      initialProps: { element: first ?? null, value: 'true' as string | null },
    });
    expect(first?.getAttribute('aria-busy')).toBe('true');
    rerender({ element: second ?? null, value: 'true' });
    expect(first?.hasAttribute('aria-busy')).toBe(false);
    expect(second?.getAttribute('aria-busy')).toBe('true');
    rerender({ element: second ?? null, value: null });
    expect(second?.hasAttribute('aria-busy')).toBe(false);
    rerender({ element: null, value: 'true' });
    expect(second?.getAttribute('aria-busy')).toBe('false');
    expect(first?.hasAttribute('aria-busy')).toBe(false);
  });
});
