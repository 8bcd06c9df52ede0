import { allCities } from '../fixtures/geo-zones.ts';
import { profiles, type Profile } from '../fixtures/profiles.ts';
import { firstValue, type FilterValues } from './filter-values.ts';
import type { SortKey } from './listing-settings.ts';

/** The services of the filter form's checkboxes, with their labels. */
export const SERVICES = [
  ['dinner', 'Dinner date'],
  ['travel', 'Travel companion'],
  ['parties', 'Private parties'],
  ['shows', 'Club shows'],
] as const;

/** A profile as a listing card shows it, with the demo's made-up rates and options. */
export interface ListedProfile extends Profile {
  /** Price per hour in dollars, 50 to 300. */
  readonly price: number;
  readonly incalls: boolean;
  readonly outcalls: boolean;
  readonly services: readonly string[];
  readonly type: 'independent' | 'agency';
  /** Thumbnails safe browsing hides (every fourth profile). */
  readonly explicit: boolean;
}

/** The sixty profiles with their listing details, fixed by id so every run lists the same. */
export const listedProfiles: readonly ListedProfile[] = profiles.map((profile) => ({
  ...profile,
  price: 50 + ((profile.id * 7) % 26) * 10,
  incalls: profile.id % 3 !== 0,
  outcalls: profile.id % 2 === 0,
  services: SERVICES.filter((_, bit) => (profile.id >> bit) & 1).map(([key]) => key),
  type: profile.id % 5 === 0 ? 'agency' : 'independent',
  explicit: profile.id % 4 === 0,
}));

/** What narrows the listing: the filter cookie, the profile-type switches and the search term. */
export interface ListingQuery {
  readonly filters: FilterValues;
  readonly profileTypes: ReadonlySet<string>;
  readonly term: string;
  readonly sortby: SortKey;
}

function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

function matches(profile: ListedProfile, { filters, profileTypes, term }: ListingQuery): boolean {
  const cityId = wholeNumber(firstValue(filters, 'city'));
  const city = cityId === null ? undefined : allCities.find((item) => item.id === cityId);
  const ageMin = wholeNumber(firstValue(filters, 'age_min'));
  const ageMax = wholeNumber(firstValue(filters, 'age_max'));
  const priceMax = wholeNumber(firstValue(filters, 'price_max'));
  const types = new Set([...(filters.get('profile_type') ?? []), ...profileTypes]);
  const needle = term.trim().toLowerCase();
  return (
    (!city || profile.city === city.name) &&
    (ageMin === null || profile.age >= ageMin) &&
    (ageMax === null || profile.age <= ageMax) &&
    (priceMax === null || profile.price <= priceMax) &&
    (firstValue(filters, 'incalls') !== '1' || profile.incalls) &&
    (firstValue(filters, 'outcalls') !== '1' || profile.outcalls) &&
    (filters.get('services') ?? []).every((service) => profile.services.includes(service)) &&
    (types.size === 0 || types.has(profile.type)) &&
    (needle === '' || `${profile.name} ${profile.city}`.toLowerCase().includes(needle))
  );
}

const ORDER: Readonly<Record<SortKey, (a: ListedProfile, b: ListedProfile) => number>> = {
  newest: (a, b) => b.id - a.id,
  name: (a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  reviews: (a, b) => b.reviews - a.reviews || a.id - b.id,
};

/** The profiles the listing shows for `query`, in its sort order. */
export function listProfiles(query: ListingQuery): ListedProfile[] {
  return listedProfiles.filter((profile) => matches(profile, query)).sort(ORDER[query.sortby]);
}
