import { defineWidget } from '../../shared/runtime/define-widget.ts';
import { Rating } from './Rating.tsx';
import { RatingOptionsSchema } from './rating-options.ts';

/**
 * `data-widget="rating"`: a star rating (contract "Rating"). An input by default, whose value
 * posts with its form from a hidden input; with `data-readonly`, a display of `data-value`.
 * `markup: 'component'`: the widget renders the stars, and the template prints the very same
 * nodes (docs/widgets.md), so taking its place moves nothing.
 */
export default defineWidget({
  name: 'rating',
  options: RatingOptionsSchema,
  component: Rating,
  markup: 'component',
});
