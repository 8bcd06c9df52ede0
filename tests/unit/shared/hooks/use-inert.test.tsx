import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useInert } from '../../../../shared/hooks/use-inert.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

const serverPart = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
};

describe('useInert', () => {
  it('makes the elements inert while on, from the first commit, and gives them back when off', async () => {
    const main = serverPart('<main><a href="/">Home</a></main>');
    const footer = serverPart('<footer>Footer</footer>');
    function Dialog() {
      const [others] = useState(() => [main, footer]);
      const [open, setOpen] = useState(true);
      useInert(others, open);
      return (
        <button type="button" onClick={() => setOpen(!open)}>
          Toggle
        </button>
      );
    }
    render(<Dialog />);
    expect(main.hasAttribute('inert')).toBe(true);
    expect(footer.getAttribute('inert')).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(main.hasAttribute('inert')).toBe(false);
    expect(footer.hasAttribute('inert')).toBe(false);
  });

  it('leaves an element that was inert already as it was, on unmount too', () => {
    const main = serverPart('<main>Main</main>');
    const already = serverPart('<aside inert>Aside</aside>');
    const elements = [main, already];
    const { unmount } = renderHook(() => useInert(elements, true));
    expect(already.hasAttribute('inert')).toBe(true);
    unmount();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(already.hasAttribute('inert')).toBe(true);
  });

  it('does nothing while off', () => {
    const main = serverPart('<main>Main</main>');
    const elements = [main];
    renderHook(() => useInert(elements, false));
    expect(main.hasAttribute('inert')).toBe(false);
  });
});
