import { describe, expect, it } from 'vitest';
import {
  comboboxReducer,
  initialComboboxState,
  type ComboboxAction,
  type ComboboxState,
} from '../../../widgets/search-suggestions/combobox/combobox-state.ts';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';

const item = (label: string, category = 'Profiles'): SuggestionItem => ({
  value: label,
  label,
  labelInfo: '',
  details: '',
  url: '',
  thumb: '',
  category,
});

const ITEMS = [item('Anna'), item('Berlin', 'Cities'), item('Annabel')];

function run(...actions: ComboboxAction[]): ComboboxState {
  return actions.reduce(comboboxReducer, initialComboboxState);
}

const answered: ComboboxAction = { type: 'answered', term: 'ann', items: ITEMS, show: true };
const down: ComboboxAction = { type: 'moved', step: 1, term: 'ann' };
const up: ComboboxAction = { type: 'moved', step: -1, term: 'ann' };

describe('comboboxReducer', () => {
  it('opens the list on an answer with items, in grouped display order, with no active option', () => {
    const state = run(answered);
    expect(state.popup).toBe('list');
    expect(state.active).toBe(-1);
    expect(state.items.map((entry) => entry.label)).toEqual(['Anna', 'Annabel', 'Berlin']);
    expect(state.announce).toBe(true);
  });

  it("shows the 'no results' line on an empty answer", () => {
    expect(run({ type: 'answered', term: 'zzz', items: [], show: true }).popup).toBe('empty');
  });

  it('drops the answer held and shows the failure line on a failed call, announced, only while the input has focus', () => {
    const failed = run(answered, down, { type: 'failed', show: true });
    expect([failed.popup, failed.items, failed.active, failed.announce]).toEqual(['failed', [], -1, true]);
    expect(run(answered, { type: 'failed', show: false })).toEqual(initialComboboxState);
    expect(run(answered, { type: 'failed', show: true }, { type: 'closed' }).popup).toBe('closed');
  });

  it('only holds an answer that arrives while the input has no focus', () => {
    const state = run({ ...answered, show: false } as ComboboxAction);
    expect(state.popup).toBe('closed');
    expect(state.items).toHaveLength(3);
    expect(state.announce).toBe(false);
  });

  it('moves down and up through the options, wrapping at both ends', () => {
    expect([1, 2, 3, 4].map((count) => run(answered, ...Array<ComboboxAction>(count).fill(down)).active)).toEqual([0, 1, 2, 0]);
    expect([1, 2, 3, 4].map((count) => run(answered, ...Array<ComboboxAction>(count).fill(up)).active)).toEqual([2, 1, 0, 2]);
  });

  it('reopens a closed list on the held answer with the arrow keys: down on the first, up on the last option', () => {
    expect(run(answered, { type: 'closed' }, down)).toMatchObject({ popup: 'list', active: 0 });
    expect(run(answered, { type: 'closed' }, up)).toMatchObject({ popup: 'list', active: 2 });
  });

  it('does not reopen on the arrow keys when the text is no longer the held answer’s term, or nothing is held', () => {
    const closed = run(answered, { type: 'closed' });
    expect(comboboxReducer(closed, { type: 'moved', step: 1, term: 'anna' })).toBe(closed);
    expect(run({ type: 'answered', term: 'zzz', items: [], show: true }, { type: 'closed' }, { type: 'moved', step: 1, term: 'zzz' }).popup).toBe(
      'closed',
    );
    expect(run(down)).toBe(initialComboboxState);
  });

  it('opens without an active option on Alt+ArrowDown', () => {
    expect(run(answered, { type: 'closed' }, { type: 'opened', term: 'ann' })).toMatchObject({ popup: 'list', active: -1 });
  });

  it('gives visual focus back to the text when the visitor types or moves the caret', () => {
    expect(run(answered, down, { type: 'typed' })).toMatchObject({ popup: 'list', active: -1, announce: false });
    expect(run(answered, down, { type: 'leftList' })).toMatchObject({ popup: 'list', active: -1 });
  });

  it('activates the hovered option while the list is open only', () => {
    expect(run(answered, { type: 'hovered', index: 2 }).active).toBe(2);
    expect(run(answered, { type: 'closed' }, { type: 'hovered', index: 2 }).active).toBe(-1);
  });

  it('closes keeping the answer, or forgetting it', () => {
    expect(run(answered, down, { type: 'closed' })).toMatchObject({ popup: 'closed', active: -1, term: 'ann' });
    expect(run(answered, { type: 'closed', forget: true })).toBe(initialComboboxState);
  });
});
