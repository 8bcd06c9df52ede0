import { lastValue } from '../http/params-record.ts';
import { badRequest, textAnswer } from './answers.ts';
import type { BackendCall } from './backend-call.ts';
import { parsePositiveId } from './parse-id.ts';

/**
 * `follow=1&dancer_id=N` posted to the current page: toggles the favorite and answers `1` (now a
 * favorite) or `0` (not any more), as the legacy script echoed it (spec §4, §7).
 */
export const favoriteCall: BackendCall = {
  kind: 'favorite',
  answer({ fields, state }) {
    if (lastValue(fields, 'follow') !== '1') return badRequest('follow must be 1');
    const dancerId = parsePositiveId(lastValue(fields, 'dancer_id'));
    if (dancerId === null) return badRequest('dancer_id must be a positive whole number');
    const nowFavorite = !state.favorites.has(dancerId);
    if (nowFavorite) state.favorites.add(dancerId);
    else state.favorites.delete(dancerId);
    return textAnswer(nowFavorite ? '1' : '0');
  },
  // A plain-text call has no STATUS: the nearest equivalents are a sentence and an empty answer.
  errorMessage: () => textAnswer('Please log in to save favorites.'),
  errorList: () => textAnswer(''),
};
