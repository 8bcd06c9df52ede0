import { findFormAnswer, type FormAnswer } from '../../shared/http/form-answer.ts';
import { RequestError } from '../../shared/http/request-error.ts';

/** The legacy answer is a short token: `0` means not a favorite, any other value means favorite (spec §4, §7). */
const FAVORITE_TOKEN = /^([\w-]{1,32})$/;

/** What the favorite call answered: the new state, or the server's STATUS error to show as the forms do. */
export type FavoriteAnswer =
  | { readonly kind: 'state'; readonly favorite: boolean }
  | { readonly kind: 'refused'; readonly answer: FormAnswer };

/**
 * Reads the favorite answer's text: an empty answer or `0` means not a favorite, another short
 * token means favorite, and the site's STATUS error is a refusal. HTML, other JSON, a STATUS
 * success or a STATUS error without any message is malformed.
 */
export function parseFavoriteAnswer(text: string): FavoriteAnswer {
  const trimmed = text.trim();
  // Decided on purpose: the legacy script tested `data == 0`, and in JavaScript '' == 0 (whitespace
  // too), so an empty answer has always meant "not a favorite"; it is what PHP prints for
  // `echo false`, which a removal may well answer.
  if (trimmed === '') return { kind: 'state', favorite: false };
  const token = FAVORITE_TOKEN.exec(trimmed);
  if (token) return { kind: 'state', favorite: token[1] !== '0' };
  const answer = findFormAnswer(trimmed);
  if (answer?.status === 'error' && hasSomeMessage(answer.message)) return { kind: 'refused', answer };
  throw new RequestError('malformed', 'Expected 0, another short value, an empty answer or a STATUS error as the favorite answer.');
}

// A refusal that says nothing would leave the visitor with an empty toast: it is malformed, and
// the visitor reads the generic "unexpected answer" instead.
function hasSomeMessage(message: string | readonly string[]): boolean {
  return (typeof message === 'string' ? [message] : message).some((item) => item.trim() !== '');
}
