import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { describeRatingInput } from './rating-input-cases.tsx';

describe('RatingInput on Preact', () => {
  it('runs on preact/compat, as the shipped build does (a real React DOM would refuse its elements)', () => {
    // preact/compat reports the React version whose API it follows.
    expect(version).toBe('18.3.1');
  });

  describeRatingInput();
});
