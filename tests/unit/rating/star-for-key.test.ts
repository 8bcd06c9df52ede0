import { describe, expect, it } from 'vitest';
import { starForKey } from '../../../widgets/rating/star-for-key.ts';

describe('starForKey', () => {
  it.each([
    [1, 'ArrowRight', 2],
    [4, 'ArrowDown', 5],
    [5, 'ArrowRight', 1],
    [5, 'ArrowDown', 1],
    [3, 'ArrowLeft', 2],
    [2, 'ArrowUp', 1],
    [1, 'ArrowLeft', 5],
    [1, 'ArrowUp', 5],
    [3, 'Home', 1],
    [3, 'End', 5],
  ])('moves from star %d with %s to star %d (WAI-ARIA radio group, wrapping)', (from, key, to) => {
    expect(starForKey(from, key)).toBe(to);
  });

  it.each(['Tab', ' ', 'Enter', 'PageDown', 'a'])('leaves %j to the browser', (key) => {
    expect(starForKey(3, key)).toBeNull();
  });
});
