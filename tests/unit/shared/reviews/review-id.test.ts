import { describe, expect, it } from 'vitest';
import { readReviewId, REVIEW_ID_ATTRIBUTE } from '../../../../shared/reviews/review-id.ts';

function withReviewId(value?: string): HTMLElement {
  const button = document.createElement('button');
  if (value !== undefined) button.setAttribute('data-review-id', value);
  return button;
}

describe('readReviewId', () => {
  it('reads the data-review-id of a trigger as a number', () => {
    expect(REVIEW_ID_ATTRIBUTE).toBe('data-review-id');
    expect(readReviewId(withReviewId('666'))).toBe(666);
    expect(readReviewId(withReviewId(' 12 '))).toBe(12);
  });

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '1e3', '0012', '1234567890123456'])('gives null for %j', (value) => {
    expect(readReviewId(withReviewId(value))).toBeNull();
  });

  it('gives null without an element', () => {
    expect(readReviewId(null)).toBeNull();
    expect(readReviewId(undefined)).toBeNull();
  });
});
