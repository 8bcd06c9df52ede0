import { actWhenLoaded } from '../../shared/lazy/act-when-loaded.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { controlMessages } from '../../shared/messages/catalogue/control-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { RatingOptions } from './rating-options.ts';
import { showRatingStars } from './show-rating-stars.ts';

const t = messagesFrom(controlMessages);

/** The input's React part (Preact on the page): a page that only shows ratings never downloads it. */
const loadRatingInput = loadOnce(() => import('./mount-rating-input.tsx'));

/**
 * Mounts one rating root. A read-only one is shown at once in plain DOM. An input loads its React
 * part and renders it in place of the server markup, which shows the same stars and holds the
 * same hidden input meanwhile (README): nothing moves. If the part never arrives, the stars, which
 * could not be chosen, give way to the load-failure message, and the hidden input stays, so the
 * form still posts the initial value. Returns the function that undoes it, also while the part loads.
 */
export function mountRating(element: HTMLElement, options: RatingOptions, context: WidgetContext): () => void {
  if (options.readonly) return showRatingStars(element, Number(options.value));
  const serverMarkup = Array.from(element.childNodes);
  const mounted = new AbortController();
  let unmount: (() => void) | null = null;
  void actWhenLoaded(
    {
      load: loadRatingInput,
      signal: mounted.signal,
      act: ({ mountRatingInput }) => {
        unmount = mountRatingInput(element, options, context);
      },
      recover: () => {
        const notice = document.createElement('span');
        notice.textContent = t('partLoadFailed');
        element.replaceChildren(...element.querySelectorAll('input[type="hidden"]'), notice);
      },
      phase: 'loading the rating input',
    },
    context,
  );
  return () => {
    mounted.abort();
    unmount?.();
    element.replaceChildren(...serverMarkup);
  };
}
