import { lastValue } from '../http/params-record.ts';
import { badRequest, formError, formErrors, textAnswer } from './answers.ts';
import type { BackendAnswer, BackendCall } from './backend-call.ts';
import { parsePositiveId } from './parse-id.ts';

/** Dancer whose toggle answers nothing at all, as PHP's `echo false` does: read as "not a favorite" (issue 8). */
export const EMPTY_ANSWER_DANCER_ID = 9001;
/** Dancer whose toggle is refused with a one-item MESSAGE list: one toast with the normal timeout (issue 8). */
export const ONE_MESSAGE_LIST_DANCER_ID = 9002;
/** Dancer whose toggle is refused with an empty MESSAGE: the generic "unexpected answer" toast (issue 8). */
export const EMPTY_MESSAGE_DANCER_ID = 9003;

/** The answers of the QA dancers above, which never toggle anything. */
const QA_DANCER_ANSWERS: ReadonlyMap<number, () => BackendAnswer> = new Map([
  [EMPTY_ANSWER_DANCER_ID, () => textAnswer('')],
  [ONE_MESSAGE_LIST_DANCER_ID, () => formErrors([{ code: 'follow', message: 'Favorites are full: remove one first.' }])],
  [EMPTY_MESSAGE_DANCER_ID, () => formError('')],
]);

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
    const qaAnswer = QA_DANCER_ANSWERS.get(dancerId);
    if (qaAnswer) return qaAnswer();
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
