import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useSelectCommit } from '../../../../shared/hooks/use-select-commit.ts';
import { renderFixture } from '../../support/dom-fixture.ts';
import { failOnConsoleErrors } from '../../support/fail-on-console-errors.ts';

failOnConsoleErrors();

/** The server's select, and a commit spy watching it through the hook. */
function watchServerSelect() {
  renderFixture('<label>Sort <select><option value="a">A</option><option value="b">B</option><option value="c">C</option></select></label>');
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' });
  const commit = vi.fn();
  const hook = renderHook(() => useSelectCommit(select, commit));
  return { select, commit, ...hook };
}

// A closed select stepping with the arrow keys changes its value between keydown and keyup, which
// user-event does not do: these events are dispatched as the browser sends them.
function step(select: HTMLSelectElement, key: string, value: string): void {
  act(() => {
    select.dispatchEvent(new KeyboardEvent('keydown', { key }));
    select.value = value;
    select.dispatchEvent(new Event('change'));
    select.dispatchEvent(new KeyboardEvent('keyup', { key }));
  });
}

const press = (select: HTMLSelectElement, key: string) => act(() => void select.dispatchEvent(new KeyboardEvent('keydown', { key })));
const blur = (select: HTMLSelectElement) => act(() => void select.dispatchEvent(new FocusEvent('blur')));

describe('useSelectCommit', () => {
  it('commits a choice made with the pointer or in the open list at once', async () => {
    const { select, commit } = watchServerSelect();
    await userEvent.selectOptions(select, 'b');
    expect(commit).toHaveBeenCalledOnce();
  });

  it.each(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])(
    'waits after a change made with %s, and commits it on Enter',
    (key) => {
      const { select, commit } = watchServerSelect();
      step(select, key, 'b');
      expect(commit).not.toHaveBeenCalled();
      press(select, 'Enter');
      expect(commit).toHaveBeenCalledOnce();
    },
  );

  it('commits a stepped-to choice when the select loses focus, once', () => {
    const { select, commit } = watchServerSelect();
    step(select, 'ArrowDown', 'b');
    blur(select);
    blur(select);
    press(select, 'Enter');
    expect(commit).toHaveBeenCalledOnce();
  });

  it('does not commit on Enter or blur when nothing changed', () => {
    const { select, commit } = watchServerSelect();
    press(select, 'Enter');
    blur(select);
    expect(commit).not.toHaveBeenCalled();
  });

  it('calls the commit of the latest render', async () => {
    renderFixture('<label>Sort <select><option value="a">A</option><option value="b">B</option></select></label>');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' });
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ commit }) => useSelectCommit(select, commit), { initialProps: { commit: first } });
    rerender({ commit: second });
    await userEvent.selectOptions(select, 'b');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('stops watching on unmount, and does nothing for a null select', async () => {
    const { select, commit, unmount } = watchServerSelect();
    renderHook(() => useSelectCommit(null, commit));
    unmount();
    await userEvent.selectOptions(select, 'b');
    step(select, 'ArrowDown', 'c');
    press(select, 'Enter');
    blur(select);
    expect(commit).not.toHaveBeenCalled();
  });
});
