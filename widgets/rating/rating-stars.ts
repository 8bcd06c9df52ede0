import { RATING_VALUES } from './rating-constants.ts';

/**
 * The glyphs of a star that counts and of one that does not. Text, so that a template prints the
 * very same characters (nothing moves when the widget takes over), and two shapes, so that the
 * value does not rest on colour alone.
 */
export const STAR_ON = '★';
export const STAR_OFF = '☆';

/** The most stars a rating has: 5. */
export const RATING_MAX = RATING_VALUES.length - 1;

/** The star counts a visitor chooses from: 1 to 5. */
export const STAR_COUNTS: readonly number[] = RATING_VALUES.slice(1).map(Number);

/** The class names a template's server markup shares with the widget (docs/widgets.md: "rating"). */
export const ratingClasses = {
  /** The row of stars: `aria-hidden` in a display, the radio group in an input. */
  stars: 'rating-stars',
  /** One star of an input: a `<span>` holding its radio and its glyph. */
  star: 'rating-star',
  /** A star's radio, laid transparent over its glyph. */
  radio: 'rating-radio',
  /** Bootstrap's class for text that only screen readers read (the site's stylesheet has it before any widget runs). */
  screenReaderOnly: 'sr-only',
} as const;

/** The glyphs of `value` stars out of RATING_MAX: `★★★★☆` for 4. */
export function starGlyphs(value: number): string {
  return STAR_ON.repeat(value) + STAR_OFF.repeat(RATING_MAX - value);
}
