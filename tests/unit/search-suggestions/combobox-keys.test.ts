import { describe, expect, it } from 'vitest';
import { comboboxKeyOutcome, type ComboboxKeyEvent } from '../../../widgets/search-suggestions/combobox/combobox-keys.ts';
import { comboboxReducer, initialComboboxState, type ComboboxState } from '../../../widgets/search-suggestions/combobox/combobox-state.ts';
import type { SuggestionItem } from '../../../widgets/search-suggestions/combobox/suggestion-items.ts';

const items: SuggestionItem[] = ['Anna', 'Annabel'].map((label) => ({
  value: label,
  label,
  labelInfo: '',
  details: '',
  url: '',
  thumb: '',
  category: 'Profiles',
}));

const open = comboboxReducer(initialComboboxState, { type: 'answered', term: 'ann', items, show: true });
const active = comboboxReducer(open, { type: 'moved', step: 1, term: 'ann' });
const closed = comboboxReducer(active, { type: 'closed' });
const empty = comboboxReducer(initialComboboxState, { type: 'answered', term: 'zzz', items: [], show: true });

const key = (name: string, modifiers: Partial<ComboboxKeyEvent> = {}): ComboboxKeyEvent => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  isComposing: false,
  ...modifiers,
});

const outcome = (name: string, state: ComboboxState, term = 'ann', modifiers: Partial<ComboboxKeyEvent> = {}) =>
  comboboxKeyOutcome(key(name, modifiers), state, term);

describe('comboboxKeyOutcome', () => {
  it('moves with the arrow keys in an open list, preventing the caret move', () => {
    expect(outcome('ArrowDown', open)).toEqual({ kind: 'dispatch', action: { type: 'moved', step: 1, term: 'ann' }, preventDefault: true });
    expect(outcome('ArrowUp', open)).toEqual({ kind: 'dispatch', action: { type: 'moved', step: -1, term: 'ann' }, preventDefault: true });
  });

  it('reopens a closed list with the arrow keys only for the same text', () => {
    expect(outcome('ArrowDown', closed)).toMatchObject({ kind: 'dispatch', action: { type: 'moved' } });
    expect(outcome('ArrowDown', closed, 'anna')).toBeNull();
    expect(outcome('ArrowDown', initialComboboxState)).toBeNull();
    expect(outcome('ArrowDown', empty, 'zzz')).toBeNull();
  });

  it('opens with Alt+ArrowDown and closes with Alt+ArrowUp', () => {
    expect(outcome('ArrowDown', closed, 'ann', { altKey: true })).toEqual({
      kind: 'dispatch',
      action: { type: 'opened', term: 'ann' },
      preventDefault: true,
    });
    expect(outcome('ArrowDown', open, 'ann', { altKey: true })).toBeNull();
    expect(outcome('ArrowUp', open, 'ann', { altKey: true })).toEqual({ kind: 'dispatch', action: { type: 'closed' }, preventDefault: true });
    expect(outcome('ArrowUp', closed, 'ann', { altKey: true })).toBeNull();
  });

  it('chooses the active option on Enter, and leaves Enter to the form otherwise', () => {
    expect(outcome('Enter', active)).toEqual({ kind: 'choose', index: 0 });
    expect(outcome('Enter', open)).toBeNull();
    expect(outcome('Enter', closed)).toBeNull();
    expect(outcome('Enter', empty, 'zzz')).toBeNull();
  });

  it('closes an open popup on Escape, clears the text of a closed one, and leaves an empty one to the page', () => {
    expect(outcome('Escape', active)).toEqual({ kind: 'dispatch', action: { type: 'closed' }, preventDefault: true });
    expect(outcome('Escape', empty, 'zzz')).toEqual({ kind: 'dispatch', action: { type: 'closed' }, preventDefault: true });
    expect(outcome('Escape', closed)).toEqual({ kind: 'clear' });
    expect(outcome('Escape', initialComboboxState, '')).toBeNull();
  });

  it('closes on Tab and leaves the list on Home, End, ArrowLeft and ArrowRight, without preventing them', () => {
    expect(outcome('Tab', active)).toEqual({ kind: 'dispatch', action: { type: 'closed' }, preventDefault: false });
    for (const name of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      expect(outcome(name, active)).toEqual({ kind: 'dispatch', action: { type: 'leftList' }, preventDefault: false });
    }
  });

  it('leaves other keys, Ctrl/Meta combinations and IME composition keys alone', () => {
    expect(outcome('a', active)).toBeNull();
    expect(outcome('ArrowDown', active, 'ann', { ctrlKey: true })).toBeNull();
    expect(outcome('Enter', active, 'ann', { metaKey: true })).toBeNull();
    expect(outcome('Enter', active, 'ann', { isComposing: true })).toBeNull();
  });
});
