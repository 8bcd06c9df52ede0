import { RATING_MAX } from './rating-stars.ts';

/**
 * The star a key moves the choice to from the star `from` (1 to RATING_MAX), as the WAI-ARIA radio
 * group pattern says: Right and Down to the next star, Left and Up to the previous one, each
 * wrapping around at the ends; Home and End to the first and the last. Null for any other key.
 */
export function starForKey(from: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return from >= RATING_MAX ? 1 : from + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return from <= 1 ? RATING_MAX : from - 1;
    case 'Home':
      return 1;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}
