import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useServerElement } from '../../../../shared/hooks/use-server-element.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

const serverRoot = () => {
  document.body.insertAdjacentHTML('beforeend', '<form aria-label="Agency"><p data-status>Saved</p><button type="submit">Change</button></form>');
  return document.body.lastElementChild as HTMLFormElement;
};

describe('useServerElement', () => {
  it('finds the first matching server element at mount, and null without one or without a root', () => {
    const root = serverRoot();
    const { result } = renderHook(() => [useServerElement(root, '[data-status]'), useServerElement(root, 'select'), useServerElement(null, 'p')]);
    expect(result.current).toEqual([screen.getByText('Saved'), null, null]);
  });

  it('keeps the element found at mount across renders, whatever the markup does since', async () => {
    const root = serverRoot();
    const found: (Element | null)[] = [];
    function Probe() {
      const [count, setCount] = useState(0);
      found.push(useServerElement<HTMLButtonElement>(root, 'button'));
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Render {count}
        </button>
      );
    }
    render(<Probe />);
    const change = screen.getByRole('button', { name: 'Change' });
    root.prepend(Object.assign(document.createElement('button'), { textContent: 'Later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render 0' }));
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((element) => element === change)).toBe(true);
  });
});
