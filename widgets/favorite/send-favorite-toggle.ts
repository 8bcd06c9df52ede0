import { failureMessage } from '../../shared/http/failure-message.ts';
import { currentPageUrl, postForm } from '../../shared/http/request.ts';
import { isAbort } from '../../shared/http/request-error.ts';
import { parseFavoriteAnswer, type FavoriteAnswer } from './favorite-answer.ts';

/**
 * Shows the site's refusal of a favorite call as its forms show a STATUS error (spec §8): a single
 * string stays until tapped, each message of a list toasts with the normal timeout. It loads here,
 * with the call, out of the page's first download.
 */
export { showFormAnswer as showFavoriteRefusal } from '../../shared/forms/show-form-answer.ts';

/** How one favorite call ended: the server's answer, a failure to tell the user, or the caller's abort. */
export type FavoriteToggleOutcome = FavoriteAnswer | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'aborted' };

/**
 * Posts the favorite toggle of `dancerId` to the current page (spec §7) and reads its answer. Loaded
 * on first use (see FavoriteButton), so the page's first download carries no HTTP code for it.
 */
export async function sendFavoriteToggle(dancerId: number, signal: AbortSignal): Promise<FavoriteToggleOutcome> {
  try {
    const answer = await postForm(currentPageUrl(), { follow: 1, dancer_id: dancerId }, { signal });
    return parseFavoriteAnswer(answer);
  } catch (error) {
    return isAbort(error) ? { kind: 'aborted' } : { kind: 'failed', message: failureMessage(error) };
  }
}
