import * as v from 'valibot';
import { RequestError } from '../../shared/http/request-error.ts';

/** The legacy answer is a short token: `0` means not a favorite, any other value means favorite (spec §4, §7). */
const FAVORITE_TOKEN = /^\s*([\w-]{1,32})\s*$/;

/** When the site refuses, it answers with its usual STATUS/MESSAGE error instead of a token. */
const RefusalSchema = v.object({
  // A one-value picklist rather than v.literal: picklist is already in the bundle, literal would add to it.
  STATUS: v.picklist(['error']),
  MESSAGE: v.union([v.string(), v.array(v.string())]),
});

/** What the favorite call answered: the new state, or the server's refusal with its messages. */
export type FavoriteAnswer =
  | { readonly kind: 'state'; readonly favorite: boolean }
  | { readonly kind: 'refused'; readonly messages: readonly string[] };

/** Reads the favorite answer's text; an empty, HTML or otherwise unexpected answer is malformed. */
export function parseFavoriteAnswer(text: string): FavoriteAnswer {
  const token = FAVORITE_TOKEN.exec(text);
  if (token) return { kind: 'state', favorite: token[1] !== '0' };
  const refusal = v.safeParse(RefusalSchema, parseJsonOrNull(text));
  if (refusal.success) {
    const { MESSAGE } = refusal.output;
    const messages = typeof MESSAGE === 'string' ? [MESSAGE] : MESSAGE;
    if (messages.length > 0) return { kind: 'refused', messages };
  }
  throw new RequestError('malformed', 'Expected 0, another short value or a STATUS error as the favorite answer.');
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
