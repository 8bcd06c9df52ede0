import { describe } from 'vitest';
import { describeRatingInput } from './rating-input-cases.tsx';

// On Preact and on React 19 alike (vitest.config.ts, componentTests).
describe('RatingInput', () => {
  describeRatingInput();
});
