import { ratingMessages } from '../../shared/messages/catalogue/rating-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { RATING_MAX, ratingClasses, starGlyphs } from './rating-stars.ts';
import { adoptRatingStyle } from './rating-style.ts';

const t = messagesFrom(ratingMessages);

/** What screen readers read for a rating of `value` stars: "4 out of 5 stars", or "Not rated yet" for 0. */
export function ratingText(value: number): string {
  return value === 0 ? t('ratingNotRated') : t('ratingOutOf', { value, max: RATING_MAX });
}

/**
 * Builds a read-only rating's markup: the stars, hidden from screen readers, and their meaning in
 * text that only screen readers read. Templates print the same markup (README), so showing it
 * moves nothing.
 */
export function createRatingStars(value: number): Node[] {
  const stars = document.createElement('span');
  stars.className = ratingClasses.stars;
  stars.setAttribute('aria-hidden', 'true');
  stars.textContent = starGlyphs(value);
  const text = document.createElement('span');
  text.className = ratingClasses.screenReaderOnly;
  text.textContent = ratingText(value);
  return [stars, text];
}

/**
 * Shows `value` (0 to 5) as a read-only rating in place of the root's server markup, in plain DOM:
 * a page that only shows ratings (the profile's reviews) downloads no React. Returns the function
 * that puts the server markup back.
 */
export function showRatingStars(element: HTMLElement, value: number): () => void {
  adoptRatingStyle();
  const serverMarkup = Array.from(element.childNodes);
  element.replaceChildren(...createRatingStars(value));
  return () => element.replaceChildren(...serverMarkup);
}
