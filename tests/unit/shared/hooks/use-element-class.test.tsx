import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useElementClass } from '../../../../shared/hooks/use-element-class.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

const serverLine = (className: string) => {
  document.body.insertAdjacentHTML('beforeend', `<p role="status" class="${className}">Saving</p>`);
  return document.body.lastElementChild as HTMLElement;
};

describe('useElementClass', () => {
  it('follows the state from the first commit and leaves the other classes alone', async () => {
    const line = serverLine('mt-2');
    function Toggle() {
      const [error, setError] = useState(false);
      useElementClass(line, 'text-danger', error);
      return (
        <button type="button" onClick={() => setError(!error)}>
          Toggle
        </button>
      );
    }
    render(<Toggle />);
    expect(line.className).toBe('mt-2');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('status')).toHaveProperty('className', 'mt-2 text-danger');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(line.classList.contains('text-danger')).toBe(false);
  });

  it('gives back the class as found on unmount, leaves it while undefined, and does nothing without an element', () => {
    const line = serverLine('mt-2 alert-danger');
    const { rerender, unmount } = renderHook(({ on }) => {
      useElementClass(line, 'alert-danger', on);
      useElementClass(null, 'alert-danger', true);
    }, { initialProps: { on: false as boolean | undefined } });
    expect(line.classList.contains('alert-danger')).toBe(false);
    rerender({ on: undefined });
    expect(line.classList.contains('alert-danger')).toBe(true);
    rerender({ on: false });
    unmount();
    expect(line.className).toBe('mt-2 alert-danger');
  });

  it('leaves an element printed without a class attribute without one on unmount', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#info">Info</a>');
    const link = document.body.lastElementChild as HTMLElement;
    const { unmount } = renderHook(() => useElementClass(link, 'active', true));
    expect(link.className).toBe('active');
    unmount();
    expect(link.hasAttribute('class')).toBe(false);
  });
});
