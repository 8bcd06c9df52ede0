import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLatest } from '../../../../shared/hooks/use-latest.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

describe('useLatest', () => {
  it('is one ref for the life of the component, holding the value of the latest render', () => {
    const { result, rerender } = renderHook(({ value }) => useLatest(value), { initialProps: { value: 'first' } });
    const ref = result.current;
    expect(ref.current).toBe('first');
    rerender({ value: 'second' });
    expect(result.current).toBe(ref);
    expect(ref.current).toBe('second');
  });

  it('gives a listener attached once the state of the latest render', async () => {
    const seen: number[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      const latest = useLatest(count);
      useEffect(() => {
        const onKey = () => seen.push(latest.current);
        document.addEventListener('keydown', onKey);
        return () => document.removeEventListener('keydown', onKey);
      }, [latest]);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Add
        </button>
      );
    }
    render(<Counter />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.keyboard('a');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.keyboard('a');
    expect(seen).toEqual([1, 2]);
  });
});
