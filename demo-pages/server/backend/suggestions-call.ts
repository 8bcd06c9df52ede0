import { lastValue } from '../http/params-record.ts';
import { badRequest, formError, formErrors, jsonAnswer } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { firstSuggestions, hostileSuggestions, matchSuggestions } from './suggestion-items.ts';

/** Spec §5: suggestions start at 3 typed characters; the backend answers shorter terms with nothing. */
const MIN_TERM = 3;
const MAX_TERM = 100;
/** How long a term containing `slow` waits, so QA and tests can type over a pending call. */
export const SLOW_TERM_DELAY_MS = 2000;

/**
 * `GET /search_suggestions?term=TEXT`: a JSON list of suggestion items. Magic terms for QA:
 * `evil` answers hostile items, `slow` waits 2 s and answers for the rest of the term.
 */
export const suggestionsCall: BackendCall = {
  kind: 'suggestions',
  answer({ query }) {
    if (!query.has('term')) return badRequest('term is missing');
    const term = lastValue(query, 'term');
    if (term.length > MAX_TERM) return badRequest(`term is longer than ${MAX_TERM} characters`);
    const lower = term.toLowerCase();
    if (lower.includes('evil')) return jsonAnswer(hostileSuggestions);
    if (lower.includes('slow')) {
      const rest = lower.replace(/slow/g, '').trim();
      const items = rest.length >= MIN_TERM ? matchSuggestions(rest) : firstSuggestions(5);
      return { ...jsonAnswer(items), delayMs: SLOW_TERM_DELAY_MS };
    }
    return jsonAnswer(term.length < MIN_TERM ? [] : matchSuggestions(term));
  },
  errorMessage: () => formError('Search is not available right now.'),
  errorList: () =>
    formErrors([
      { code: 'term', message: 'The search term is not valid.' },
      { code: 'term', message: 'Please try another term.' },
    ]),
};
