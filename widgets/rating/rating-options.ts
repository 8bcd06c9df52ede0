import * as v from 'valibot';
import { INITIAL_RATING } from '../../shared/constants.ts';
import { textAttribute } from '../../shared/options/attribute-schemas.ts';
import { presenceAttribute } from '../../shared/options/presence-attribute.ts';
import { RATING_DEFAULT_NAME, RATING_VALUES } from './rating-constants.ts';

/**
 * `<div data-widget="rating" data-value="0" data-name="rating" data-label="Rating">` (an input) or
 * `<span data-widget="rating" data-readonly data-value="4">` (a display): the value, `0` (nothing
 * chosen, spec §1) to `5`; whether it is only shown; the field the input posts; and the name of its
 * radio group (the catalogue's `ratingLabel`, "Rating", when left out).
 */
export const RatingOptionsSchema = v.object({
  // Not choiceAttribute: no other widget uses it, and as a member of the base kit it would ship to every page.
  value: v.optional(v.picklist(RATING_VALUES, 'expected a whole number of stars from 0 to 5'), INITIAL_RATING),
  readonly: presenceAttribute(),
  name: v.optional(textAttribute(), RATING_DEFAULT_NAME),
  label: v.optional(textAttribute()),
});

/** A rating's typed options. */
export type RatingOptions = v.InferOutput<typeof RatingOptionsSchema>;

/** A rating's value as its hidden input posts it: `0` to `5`. */
export type RatingValue = (typeof RATING_VALUES)[number];
