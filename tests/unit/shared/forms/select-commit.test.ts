import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSelectCommit } from '../../../../shared/forms/select-commit.ts';

function makeSelect(): HTMLSelectElement {
  document.body.innerHTML = '<select id="s"><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>';
  return document.getElementById('s') as HTMLSelectElement;
}

function change(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

const key = (select: HTMLSelectElement, type: string, name: string) => select.dispatchEvent(new KeyboardEvent(type, { key: name }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchSelectCommit', () => {
  it('commits a choice made with the pointer or in the open list at once', () => {
    const select = makeSelect();
    const commit = vi.fn();
    watchSelectCommit(select, commit);
    change(select, 'b');
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it.each(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])(
    'waits after a change made with %s, and commits it on Enter',
    (name) => {
      const select = makeSelect();
      const commit = vi.fn();
      watchSelectCommit(select, commit);
      key(select, 'keydown', name);
      change(select, 'b');
      key(select, 'keyup', name);
      expect(commit).not.toHaveBeenCalled();
      key(select, 'keydown', 'Enter');
      expect(commit).toHaveBeenCalledTimes(1);
    },
  );

  it('commits a stepped-to choice when the select loses focus, once', () => {
    const select = makeSelect();
    const commit = vi.fn();
    watchSelectCommit(select, commit);
    key(select, 'keydown', 'ArrowDown');
    change(select, 'b');
    select.dispatchEvent(new FocusEvent('blur'));
    select.dispatchEvent(new FocusEvent('blur'));
    key(select, 'keydown', 'Enter');
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('does not commit on Enter or blur when nothing changed', () => {
    const select = makeSelect();
    const commit = vi.fn();
    watchSelectCommit(select, commit);
    key(select, 'keydown', 'Enter');
    select.dispatchEvent(new FocusEvent('blur'));
    expect(commit).not.toHaveBeenCalled();
  });

  it('stops watching when its stop function is called', () => {
    const select = makeSelect();
    const commit = vi.fn();
    watchSelectCommit(select, commit)();
    change(select, 'b');
    key(select, 'keydown', 'ArrowDown');
    change(select, 'c');
    key(select, 'keydown', 'Enter');
    select.dispatchEvent(new FocusEvent('blur'));
    expect(commit).not.toHaveBeenCalled();
  });
});
