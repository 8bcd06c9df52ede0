import { groupSuggestions, type SuggestionGroup } from './group-suggestions.ts';
import type { SuggestionItem } from './suggestion-items.ts';

/** What the popup shows: nothing, the listbox of suggestions, the 'no results' line, or the failure line. */
export type PopupState = 'closed' | 'list' | 'empty' | 'failed';

/** The combobox's state: the last answer held, what the popup shows and the active option. */
export interface ComboboxState {
  /** The term of the answer held ('' when none). */
  readonly term: string;
  readonly groups: readonly SuggestionGroup[];
  /** The items in display order: `active` indexes this list. */
  readonly items: readonly SuggestionItem[];
  readonly popup: PopupState;
  /** The option shown as active (`aria-activedescendant`), -1 for none: focus is in the text. */
  readonly active: number;
  /** Whether the live region tells the result count now (cleared as soon as the visitor types). */
  readonly announce: boolean;
}

/** Everything that changes the combobox's state. */
export type ComboboxAction =
  /** An answer for `term`; `show` is false when the input lost focus meanwhile (it is only held). */
  | { readonly type: 'answered'; readonly term: string; readonly items: readonly SuggestionItem[]; readonly show: boolean }
  /** The call failed: the answer held is dropped; the failure line shows while the input has focus. */
  | { readonly type: 'failed'; readonly show: boolean }
  /** The visitor typed: visual focus goes back to the text. */
  | { readonly type: 'typed' }
  /** The popup closes; `forget` also drops the answer held (too short a text, a failure, a choice). */
  | { readonly type: 'closed'; readonly forget?: boolean }
  /** Arrow keys: moves the active option, wrapping around; opens a closed popup on the held answer for `term`. */
  | { readonly type: 'moved'; readonly step: 1 | -1; readonly term: string }
  /** Alt+ArrowDown: opens the held answer for `term` without choosing an active option. */
  | { readonly type: 'opened'; readonly term: string }
  /** The pointer is over option `index`. */
  | { readonly type: 'hovered'; readonly index: number }
  /** Home, End, ArrowLeft, ArrowRight: the caret moves in the text, so no option stays active. */
  | { readonly type: 'leftList' };

/** The state before any answer. */
export const initialComboboxState: ComboboxState = { term: '', groups: [], items: [], popup: 'closed', active: -1, announce: false };

/** Whether the held answer has options for `term` that a closed popup may show again. */
export function canReopen(state: ComboboxState, term: string): boolean {
  return state.items.length > 0 && state.term === term;
}

/** The combobox's state machine (WAI-ARIA APG combobox, list autocomplete with manual selection). */
export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'answered': {
      const groups = groupSuggestions(action.items);
      const items = groups.flatMap((group) => group.items);
      const popup: PopupState = !action.show ? 'closed' : items.length > 0 ? 'list' : 'empty';
      return { term: action.term, groups, items, popup, active: -1, announce: action.show };
    }
    case 'failed':
      return action.show ? { ...initialComboboxState, popup: 'failed', announce: true } : initialComboboxState;
    case 'typed':
      return state.active === -1 && !state.announce ? state : { ...state, active: -1, announce: false };
    case 'closed':
      if (action.forget) return initialComboboxState;
      return state.popup === 'closed' && state.active === -1 ? state : { ...state, popup: 'closed', active: -1, announce: false };
    case 'moved': {
      const count = state.items.length;
      if (state.popup === 'list') {
        const from = state.active === -1 && action.step === -1 ? count : state.active;
        return { ...state, active: (from + action.step + count) % count };
      }
      if (!canReopen(state, action.term)) return state;
      return { ...state, popup: 'list', active: action.step === 1 ? 0 : count - 1, announce: true };
    }
    case 'opened':
      if (state.popup === 'list' || !canReopen(state, action.term)) return state;
      return { ...state, popup: 'list', active: -1, announce: true };
    case 'hovered':
      return state.popup !== 'list' || state.active === action.index ? state : { ...state, active: action.index };
    case 'leftList':
      return state.active === -1 ? state : { ...state, active: -1 };
  }
}
