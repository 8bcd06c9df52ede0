import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { trackEvent } from '../../../shared/analytics/track-event.ts';
import { useAttribute } from '../../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../../shared/hooks/use-event-listener.ts';
import { safeUrl } from '../../../shared/http/safe-url.ts';
import { SUGGESTIONS_MIN_CHARS } from '../../../shared/constants.ts';
import { searchMessages } from '../../../shared/messages/catalogue/search-messages.ts';
import { messagesFrom } from '../../../shared/messages/translate.ts';
import type { WidgetContext } from '../../../shared/runtime/widget-definition.ts';
import type { ComboboxIds } from './combobox-ids.ts';
import { comboboxKeyOutcome } from './combobox-keys.ts';
import { comboboxReducer, initialComboboxState, type ComboboxAction, type ComboboxState } from './combobox-state.ts';
import { loadSuggestions } from './load-suggestions.ts';
import { navigateTo } from './navigate-to.ts';
import type { SuggestionItem } from './suggestion-items.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { SuggestionsQuery } from './suggestions-query.ts';
import { warnFailureOnce } from './warn-failure-once.ts';

/** What `widgets:search-suggestions:choose` carries: the chosen item, `url` null when it is not followed. */
export interface SuggestionChooseDetail {
  readonly value: string;
  readonly label: string;
  readonly category: string;
  /** The absolute address navigated to, or null when the item's url is not http(s)/same-origin relative. */
  readonly url: string | null;
}

interface SearchComboboxProps {
  readonly input: HTMLInputElement;
  readonly ids: ComboboxIds;
  readonly context: WidgetContext;
  /** The visitor typed before this mounted: the input's value is queried at once. */
  readonly typed: boolean;
}

const t = messagesFrom(searchMessages);

function announcement({ popup, items, announce }: ComboboxState): string {
  if (!announce) return '';
  if (popup === 'empty') return t('suggestionsNone');
  if (popup === 'failed') return t('suggestionsFailed');
  if (popup !== 'list') return '';
  return items.length === 1 ? t('suggestionAvailable') : t('suggestionsAvailable', { count: items.length });
}

/**
 * The header search as a WAI-ARIA APG combobox (list autocomplete, manual selection) on the
 * server's own input: the input keeps focus and its text; this component listens to it, keeps its
 * ARIA state, and renders the listbox popup, the 'no results' and failure lines and a polite live region.
 * From a text long enough to be queried until its answer (or a shorter text, or a closing), the
 * input is `aria-busy` (issue 19: feedback within a frame on a phone, where the answer takes seconds).
 */
export function SearchCombobox({ input, ids, context, typed }: SearchComboboxProps) {
  const [state, setState] = useState(initialComboboxState);
  const [busy, setBusy] = useState(false);
  // The ref is the state's source of truth: two keys pressed before a render must both see the
  // state the previous one left (useReducer's state would lag until the render).
  const current = useRef(state);
  const dispatch = (action: ComboboxAction) => {
    current.current = comboboxReducer(current.current, action);
    setState(current.current);
    // An answer, a failure or a closing ends the wait (a text too short is one closing).
    if (action.type === 'answered' || action.type === 'failed' || action.type === 'closed') setBusy(false);
  };
  const update = () => {
    setBusy(input.value.trim().length >= SUGGESTIONS_MIN_CHARS);
    query.update(input.value);
  };

  const query = useMemo(
    () =>
      new SuggestionsQuery({
        load: loadSuggestions,
        onAnswer: (term, items) => dispatch({ type: 'answered', term, items, show: document.activeElement === input }),
        onTooShort: () => dispatch({ type: 'closed', forget: true }),
        onFailure: (error) => {
          dispatch({ type: 'failed', show: document.activeElement === input });
          warnFailureOnce(error);
        },
      }),
    [input],
  );

  const choose = (item: SuggestionItem | undefined) => {
    if (!item) return;
    query.cancel();
    dispatch({ type: 'closed', forget: true });
    input.value = item.value;
    const url = safeUrl(item.url);
    trackEvent({ category: 'search', action: 'suggestion', label: item.label });
    context.dispatch('choose', { value: item.value, label: item.label, category: item.category, url } satisfies SuggestionChooseDetail);
    if (url) navigateTo(url);
  };

  // Listening from the first commit (useEventListener's layout effects).
  useEventListener(input, 'input', () => {
    dispatch({ type: 'typed' });
    update();
  });
  useEventListener(input, 'keydown', (event) => {
    const outcome = comboboxKeyOutcome(event, current.current, input.value.trim());
    if (!outcome) return;
    if (outcome.kind === 'dispatch') {
      if (outcome.preventDefault) event.preventDefault();
      dispatch(outcome.action);
      return;
    }
    event.preventDefault();
    if (outcome.kind === 'choose') {
      choose(current.current.items[outcome.index]);
    } else {
      input.value = '';
      query.cancel();
      dispatch({ type: 'closed', forget: true });
    }
  });
  useEventListener(input, 'blur', () => dispatch({ type: 'closed' }));
  useLayoutEffect(() => {
    if (typed) {
      dispatch({ type: 'typed' });
      update();
    }
    return () => query.dispose();
  }, [query]);

  const open = state.popup === 'list';
  const activeId = open && state.active >= 0 ? ids.option(state.active) : null;
  // The server input's ARIA state; each value found as the combobox mounted comes back on unmount
  // (the first part, SearchSuggestions, then gives back the server's own).
  useAttribute(input, 'aria-busy', busy ? 'true' : undefined);
  useAttribute(input, 'aria-controls', ids.listbox);
  useAttribute(input, 'aria-expanded', String(open));
  useAttribute(input, 'aria-activedescendant', activeId);
  useLayoutEffect(() => {
    // A measurement-driven scroll, not a mutation: the active option stays in the popup's view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <>
      <div role="status" aria-live="polite" className="search-suggestions-status">
        {announcement(state)}
      </div>
      <div className="search-suggestions-popup" hidden={state.popup === 'closed'}>
        <SuggestionList
          ids={ids}
          label={t('suggestionsLabel')}
          groups={state.groups}
          active={state.active}
          open={open}
          onHover={(index) => dispatch({ type: 'hovered', index })}
          onChoose={(index) => choose(state.items[index])}
        />
        {state.popup === 'empty' && <p className="search-suggestions-empty">{t('suggestionsNone')}</p>}
        {state.popup === 'failed' && <p className="search-suggestions-failed">{t('suggestionsFailed')}</p>}
      </div>
    </>
  );
}
