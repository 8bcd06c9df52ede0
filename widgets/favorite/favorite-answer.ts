import { RequestError } from '../../shared/http/request-error.ts';

/** The legacy answer is a short token: `0` means not a favorite, any other value means favorite (spec §4, §7). */
const FAVORITE_ANSWER = /^\s*([\w-]{1,32})\s*$/;

/** Reads the favorite state from the answer's text; an empty or HTML answer is malformed. */
export function parseFavoriteAnswer(text: string): boolean {
  const match = FAVORITE_ANSWER.exec(text);
  if (!match) throw new RequestError('malformed', 'Expected 0 or another short value as the favorite answer.');
  return match[1] !== '0';
}
