import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useElementText } from '../../../../shared/hooks/use-element-text.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();
afterEach(() => document.body.replaceChildren());

const serverHint = (text: string) => {
  document.body.insertAdjacentHTML('beforeend', `<p role="status">${text}</p>`);
  return document.body.lastElementChild as HTMLElement;
};

describe('useElementText', () => {
  it('follows the state from the first commit, as text', async () => {
    const hint = serverHint('You can add more.');
    function Limit() {
      const [full, setFull] = useState(false);
      useElementText(hint, full ? '<b>No more</b>' : 'You can add more.');
      return (
        <button type="button" onClick={() => setFull(!full)}>
          Toggle
        </button>
      );
    }
    render(<Limit />);
    expect(hint.textContent).toBe('You can add more.');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('status').textContent).toBe('<b>No more</b>');
    expect(hint.children).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(hint.textContent).toBe('You can add more.');
  });

  it('writes nothing when the text is already there (a live region would announce it again)', () => {
    const hint = serverHint('Same words');
    const node = hint.firstChild;
    const { unmount } = renderHook(() => useElementText(hint, 'Same words'));
    expect(hint.firstChild).toBe(node);
    unmount();
    expect(hint.firstChild).toBe(node);
  });

  it('gives back the text as found on unmount, leaves it while undefined, and does nothing without an element', () => {
    const hint = serverHint('Printed');
    const { rerender, unmount } = renderHook(({ text }) => {
      useElementText(hint, text);
      useElementText(null, 'Nothing');
    }, { initialProps: { text: 'Chosen' as string | undefined } });
    expect(hint.textContent).toBe('Chosen');
    rerender({ text: undefined });
    expect(hint.textContent).toBe('Printed');
    rerender({ text: 'Chosen again' });
    unmount();
    expect(hint.textContent).toBe('Printed');
  });
});
