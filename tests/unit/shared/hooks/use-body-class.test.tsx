import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useBodyClass } from '../../../../shared/hooks/use-body-class.ts';
import { bodyClasses, hasBodyClass, type BodyClass } from '../../../../shared/page/body-classes.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

afterEach(() => {
  document.body.className = '';
});

/** A widget that holds `name` while its toggle is pressed. */
function Holder({ label, name = bodyClasses.mobileSidebar, initial = false }: { label: string; name?: BodyClass; initial?: boolean }) {
  const [active, setActive] = useState(initial);
  useBodyClass(name, active);
  return (
    <button type="button" aria-pressed={active} onClick={() => setActive(!active)}>
      {label}
    </button>
  );
}

describe('useBodyClass', () => {
  it('puts the class on the body while active, by the time the render returns, and takes it off when inactive', () => {
    const { rerender } = renderHook(({ active }) => useBodyClass(bodyClasses.documentScrolled, active), { initialProps: { active: true } });
    expect(hasBodyClass(bodyClasses.documentScrolled)).toBe(true);
    rerender({ active: false });
    expect(hasBodyClass(bodyClasses.documentScrolled)).toBe(false);
  });

  it('keeps a class two widgets hold until the last of them lets go, whichever order they go in', async () => {
    render(
      <>
        <Holder label="First" />
        <Holder label="Second" />
      </>,
    );
    const [first, second] = [screen.getByRole('button', { name: 'First' }), screen.getByRole('button', { name: 'Second' })];
    await userEvent.click(first);
    await userEvent.click(second);
    expect(hasBodyClass(bodyClasses.mobileSidebar)).toBe(true);

    await userEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(hasBodyClass(bodyClasses.mobileSidebar)).toBe(true);

    await userEvent.click(second);
    expect(hasBodyClass(bodyClasses.mobileSidebar)).toBe(false);
  });

  it('keeps the class while another holder is mounted when one holder unmounts', () => {
    const first = renderHook(() => useBodyClass(bodyClasses.filters, true));
    const second = renderHook(() => useBodyClass(bodyClasses.filters, true));
    first.unmount();
    expect(hasBodyClass(bodyClasses.filters)).toBe(true);
    second.unmount();
    expect(hasBodyClass(bodyClasses.filters)).toBe(false);
  });

  it('leaves a class the template printed on the body after the last holder lets go', async () => {
    document.body.classList.add(bodyClasses.darkMode);
    render(<Holder label="Dark" name={bodyClasses.darkMode} initial />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    cleanup();
    expect(hasBodyClass(bodyClasses.darkMode)).toBe(true);
  });

  it('moves the hold when the class changes', () => {
    const { rerender, unmount } = renderHook<void, { name: BodyClass }>(({ name }) => useBodyClass(name, true), {
      initialProps: { name: bodyClasses.mobileSearch },
    });
    rerender({ name: bodyClasses.mobileLeftNav });
    expect(hasBodyClass(bodyClasses.mobileSearch)).toBe(false);
    expect(hasBodyClass(bodyClasses.mobileLeftNav)).toBe(true);
    unmount();
    expect(document.body.className).toBe('');
  });
});
