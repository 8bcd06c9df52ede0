import { readCookie } from '../../shared/cookies/cookies.ts';
import type { FilterHashValues } from './write-filter-hash.ts';

/** The values the filter hash mirrors, as the cookies hold them now. */
export function readFilterCookies(): FilterHashValues {
  return { sortby: readCookie('sortby'), filters: readCookie('filters') };
}
