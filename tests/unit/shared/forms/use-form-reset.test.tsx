import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormReset } from '../../../../shared/forms/use-form-reset.ts';

function Field({ onReset }: { readonly onReset: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useFormReset(field, onReset);
  return <input ref={field} type="hidden" name="field" />;
}

afterEach(() => {
  cleanup();
});

describe('useFormReset', () => {
  it('calls back after the form that owns the field was reset, once the browser has reset its controls', async () => {
    const onReset = vi.fn();
    render(
      <form aria-label="Form">
        <Field onReset={onReset} />
        <button type="reset">Reset</button>
      </form>,
    );

    screen.getByRole<HTMLFormElement>('form', { name: 'Form' }).reset();
    expect(onReset).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledTimes(2));
  });

  it('does nothing for a field outside any form', () => {
    expect(() => render(<Field onReset={vi.fn()} />)).not.toThrow();
  });

  it('removes its listener and drops a pending call when the component unmounts', async () => {
    const onReset = vi.fn();
    const { unmount } = render(
      <form aria-label="Form">
        <Field onReset={onReset} />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Form' });
    const removed = vi.spyOn(form, 'removeEventListener');

    form.reset();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(removed).toHaveBeenCalledWith('reset', expect.any(Function));
    expect(onReset).not.toHaveBeenCalled();
  });
});
