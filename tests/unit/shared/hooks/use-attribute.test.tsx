import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useAttribute } from '../../../../shared/hooks/use-attribute.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

const serverInput = (html = '<input type="search" aria-label="Search" aria-expanded="true">') => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLInputElement;
};

describe('useAttribute', () => {
  it('holds the attribute at the value from the first commit, follows it, and gives back what it found on unmount', () => {
    const input = serverInput();
    const { rerender, unmount } = renderHook(({ value }) => useAttribute(input, 'aria-expanded', value), {
      initialProps: { value: 'false' as string | null | undefined },
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    rerender({ value: null });
    expect(input.hasAttribute('aria-expanded')).toBe(false);
    rerender({ value: undefined });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    rerender({ value: 'false' });
    unmount();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('removes on unmount an attribute the markup did not have, and does nothing without an element', () => {
    const input = serverInput('<input aria-label="Name">');
    const { unmount } = renderHook(() => {
      useAttribute(input, 'aria-busy', 'true');
      useAttribute(null, 'aria-busy', 'true');
    });
    expect(input.getAttribute('aria-busy')).toBe('true');
    unmount();
    expect(input.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows and hides a server panel from state (a boolean attribute: "" sets it)', async () => {
    const panel = serverInput('<section aria-label="Step" hidden><p>Step one</p></section>');
    function Toggle() {
      const [shown, setShown] = useState(false);
      useAttribute(panel, 'hidden', shown ? null : '');
      return (
        <button type="button" onClick={() => setShown(!shown)}>
          Toggle
        </button>
      );
    }
    render(<Toggle />);
    expect(panel.hidden).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('region', { name: 'Step' }).hidden).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(panel.hidden).toBe(true);
  });
});
