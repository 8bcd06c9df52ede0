import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { describeRatingInput } from '../unit/rating/rating-input-cases.tsx';

describe('RatingInput on React 19', () => {
  it('runs on real React 19, not on Preact', () => {
    expect(version).toMatch(/^19\./);
  });

  describeRatingInput();
});
