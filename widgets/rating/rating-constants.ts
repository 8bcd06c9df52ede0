import { INITIAL_RATING } from '../../shared/constants.ts';

// The rating's own constants (INITIAL_RATING, spec §1, stays with the product's in shared/constants.ts):
// there they would be exports of the base kit, which every page downloads.

/** The values a rating holds, as its hidden input posts them: `0` (nothing chosen) to 5 stars (contract "Rating"). */
export const RATING_VALUES = [INITIAL_RATING, '1', '2', '3', '4', '5'] as const;

/** The field a rating input posts when its root names none (`data-name`, contract "Rating"). */
export const RATING_DEFAULT_NAME = 'rating';
