import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useStyleProperty } from '../../../../shared/hooks/use-style-property.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

const serverPanel = (style: string) => {
  document.body.insertAdjacentHTML('beforeend', `<section aria-label="Step" style="${style}"><p>Step one</p></section>`);
  return document.body.lastElementChild as HTMLElement;
};

describe('useStyleProperty', () => {
  it('holds the property at the value from the first commit, follows it, and gives back what it found on unmount', () => {
    const panel = serverPanel('padding-top: 10px; color: red');
    const { rerender, unmount } = renderHook(({ value }) => useStyleProperty(panel, 'padding-top', value), {
      initialProps: { value: '40px' as string | null | undefined },
    });
    expect(panel.style.paddingTop).toBe('40px');
    rerender({ value: null });
    expect(panel.style.paddingTop).toBe('');
    rerender({ value: undefined });
    expect(panel.style.paddingTop).toBe('10px');
    rerender({ value: '50px' });
    unmount();
    expect(panel.style.paddingTop).toBe('10px');
    expect(panel.style.color).toBe('red');
  });

  it('removes on unmount a property the markup did not have, keeps a found priority, and does nothing without an element', () => {
    const panel = serverPanel('opacity: 0.5 !important');
    const { unmount } = renderHook(() => {
      useStyleProperty(panel, '--bar-height', '42px');
      useStyleProperty(panel, 'opacity', '0');
      useStyleProperty(null, 'opacity', '0');
    });
    expect(panel.style.getPropertyValue('--bar-height')).toBe('42px');
    expect(panel.style.opacity).toBe('0');
    unmount();
    expect(panel.style.getPropertyValue('--bar-height')).toBe('');
    expect(panel.style.opacity).toBe('0.5');
    expect(panel.style.getPropertyPriority('opacity')).toBe('important');
  });

  it('fades a server panel from state', async () => {
    const panel = serverPanel('');
    function Fade() {
      const [faded, setFaded] = useState(false);
      useStyleProperty(panel, 'opacity', faded ? '0' : null);
      return (
        <button type="button" onClick={() => setFaded(!faded)}>
          Fade
        </button>
      );
    }
    render(<Fade />);
    await userEvent.click(screen.getByRole('button', { name: 'Fade' }));
    expect(screen.getByRole('region', { name: 'Step' }).style.opacity).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Fade' }));
    expect(panel.style.opacity).toBe('');
  });
});
