import { canReopen, type ComboboxAction, type ComboboxState } from './combobox-state.ts';

/** The parts of a keydown the combobox reads. */
export type ComboboxKeyEvent = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'isComposing'>;

/** What a key pressed in the input does; `null` when the key is left to the browser and the page. */
export type ComboboxKeyOutcome =
  | { readonly kind: 'dispatch'; readonly action: ComboboxAction; readonly preventDefault: boolean }
  /** Enter on the active option: choose the item at `index` of `state.items`. */
  | { readonly kind: 'choose'; readonly index: number }
  /** Escape with the popup closed: clear the text (APG). */
  | { readonly kind: 'clear' }
  | null;

/**
 * The keyboard of the WAI-ARIA APG combobox (list autocomplete, manual selection) for the key
 * `event` while the state is `state` and the input's trimmed text is `term`:
 * - ArrowDown / ArrowUp move the active option and WRAP (last → first, first → last), as the APG
 *   example does; on a closed popup they reopen the held answer for the same text (first / last
 *   option active), and do nothing when there is none. Alt+ArrowDown opens without an active
 *   option, Alt+ArrowUp closes.
 * - Enter chooses the active option; with none it is left alone, so the form submits as usual.
 * - Escape closes an open popup (list or 'no results' line); on a closed one it clears the text;
 *   on an empty text it is left to the page. Every used Escape is `preventDefault`ed: that stops
 *   Chromium's own clearing of a search field and tells page scripts (the mobile search panel
 *   closes on Escape) that the key was used.
 * - Tab closes the popup and moves on; Home, End, ArrowLeft and ArrowRight move the caret in the
 *   text and leave no option active.
 * Keys with Ctrl or Meta, and keys of an IME composition, are left alone.
 */
export function comboboxKeyOutcome(event: ComboboxKeyEvent, state: ComboboxState, term: string): ComboboxKeyOutcome {
  if (event.isComposing || event.ctrlKey || event.metaKey) return null;
  const dispatch = (action: ComboboxAction, preventDefault: boolean) => ({ kind: 'dispatch', action, preventDefault }) as const;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = event.key === 'ArrowDown';
      if (event.altKey) {
        if (down && state.popup !== 'list' && canReopen(state, term)) return dispatch({ type: 'opened', term }, true);
        if (!down && state.popup !== 'closed') return dispatch({ type: 'closed' }, true);
        return null;
      }
      if (state.popup !== 'list' && !canReopen(state, term)) return null;
      // Prevented, or the caret would jump to the start or the end of the text.
      return dispatch({ type: 'moved', step: down ? 1 : -1, term }, true);
    }
    case 'Enter':
      return state.popup === 'list' && state.active >= 0 ? { kind: 'choose', index: state.active } : null;
    case 'Escape':
      if (state.popup !== 'closed') return dispatch({ type: 'closed' }, true);
      return term !== '' ? { kind: 'clear' } : null;
    case 'Tab':
      return dispatch({ type: 'closed' }, false);
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      return dispatch({ type: 'leftList' }, false);
    default:
      return null;
  }
}
