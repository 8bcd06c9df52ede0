import { defineWidget } from '../../shared/runtime/widget-definition.ts';
import { mountRating } from './mount-rating.ts';
import { RatingOptionsSchema } from './rating-options.ts';

/**
 * `data-widget="rating"`: a star rating (contract "Rating"). An input by default, whose value
 * posts with its form from a hidden input; with `data-readonly`, a display of `data-value`.
 */
export default defineWidget({
  name: 'rating',
  options: RatingOptionsSchema,
  mount: mountRating,
});
