import { ratingMessages } from '../../../shared/messages/catalogue/rating-messages.ts';
import { RATING_MAX, ratingClasses, starGlyphs } from '../../../widgets/rating/rating-stars.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** The read-only text of `value` stars, from the catalogue's English defaults, as the widget writes it. */
function ratingText(value: number): string {
  if (value === 0) return ratingMessages.ratingNotRated;
  return ratingMessages.ratingOutOf.replace('{value}', String(value)).replace('{max}', String(RATING_MAX));
}

/**
 * A read-only rating root as the PHP templates write it (docs/widgets.md, `rating`): the widget's own
 * markup, so that nothing moves when it mounts.
 */
export function renderRatingDisplay(value: number): string {
  return `<span data-widget="rating" data-readonly data-value="${value}" class="rating"><span class="${ratingClasses.stars}" aria-hidden="true">${starGlyphs(value)}</span><span class="${ratingClasses.screenReaderOnly}">${escapeHtml(ratingText(value))}</span></span>`;
}
