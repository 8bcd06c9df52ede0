import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useElementAfter } from '../../../../shared/hooks/use-element-after.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

describe('useElementAfter', () => {
  it('places the element right after the anchor from the first commit, renders a portal into it, and removes it on unmount', async () => {
    document.body.innerHTML = '<label>City <select><option>Any</option></select></label>\n<p>Next</p>';
    const select = screen.getByRole('combobox', { name: 'City' });
    function Status() {
      const [failed, setFailed] = useState(false);
      const status = useElementAfter(select, 'div', { 'aria-live': 'polite', class: 'geo-select-status', id: 'status-1' });
      return (
        <>
          <button type="button" onClick={() => setFailed(true)}>
            Fail
          </button>
          {status && createPortal(failed && <span>Could not load</span>, status)}
        </>
      );
    }
    const { unmount } = render(<Status />);
    const status = select.nextElementSibling as HTMLElement;
    expect(status.outerHTML).toBe('<div aria-live="polite" class="geo-select-status" id="status-1"></div>');
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(status.textContent).toBe('Could not load');
    unmount();
    expect(document.getElementById('status-1')).toBeNull();
    expect(select.nextElementSibling).toBeNull();
  });

  it('is null without an anchor', () => {
    const { result } = renderHook(() => useElementAfter(null, 'div', {}));
    expect(result.current).toBeNull();
  });
});
