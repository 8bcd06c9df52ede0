import { readFilterValues, type FilterValues } from './filter-values.ts';
import { readSiteSettings, type SiteSettings } from './site-settings.ts';

/** The listing's sort keys, in the order the sort select offers them, with their labels. */
export const SORT_OPTIONS = [
  ['newest', 'Newest'],
  ['name', 'Name'],
  ['price_asc', 'Price: low to high'],
  ['reviews', 'Most reviewed'],
] as const;

/** The review block's sort keys (dancers page), with their labels. */
export const REVIEW_SORT_OPTIONS = [
  ['newest', 'Newest'],
  ['oldest', 'Oldest'],
  ['rating', 'Highest rated'],
] as const;

/** The profile types of the profile-type switches (cookies `profile_type_<type>`). */
export const PROFILE_TYPES = [
  ['independent', 'Independent'],
  ['agency', 'Agency'],
] as const;

/** A listing sort key. */
export type SortKey = (typeof SORT_OPTIONS)[number][0];
/** A review sort key. */
export type ReviewSortKey = (typeof REVIEW_SORT_OPTIONS)[number][0];

/** What the listing template takes from the visitor's cookies, each with PHP's fallback. */
export interface ListingSettings extends SiteSettings {
  readonly view: 'grid' | 'list';
  readonly sortby: SortKey;
  readonly sortbyreviews: ReviewSortKey;
  readonly filters: FilterValues;
  /** The profile types whose switch cookie is `1`. */
  readonly profileTypes: ReadonlySet<string>;
}

function pick<Key extends string>(options: readonly (readonly [Key, string])[], value: string | undefined, fallback: Key): Key {
  return options.find(([key]) => key === value)?.[0] ?? fallback;
}

/** Reads the settings from the cookies; a missing or unknown value gives the default. */
export function readListingSettings(cookies: ReadonlyMap<string, string>): ListingSettings {
  return {
    ...readSiteSettings(cookies),
    view: cookies.get('view_type') === 'list' ? 'list' : 'grid',
    sortby: pick(SORT_OPTIONS, cookies.get('sortby'), 'newest'),
    sortbyreviews: pick(REVIEW_SORT_OPTIONS, cookies.get('sortbyreviews'), 'newest'),
    filters: readFilterValues(cookies.get('filters')),
    profileTypes: new Set(PROFILE_TYPES.map(([type]) => type).filter((type) => cookies.get(`profile_type_${type}`) === '1')),
  };
}
