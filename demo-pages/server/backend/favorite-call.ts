import { lastValue } from '../http/params-record.ts';
import { badRequest, formError, formErrors, textAnswer } from './answers.ts';
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
  // The call has no error format of its own; the site's STATUS/MESSAGE answer is what its PHP sends
  // when it refuses (not logged in, too many favorites).
  errorMessage: () => formError('Please log in to save favorites.'),
  errorList: () =>
    formErrors([
      { code: 'dancer_id', message: 'This profile is no longer listed.' },
      { code: 'follow', message: 'Favorites are full: remove one first.' },
    ]),
};
