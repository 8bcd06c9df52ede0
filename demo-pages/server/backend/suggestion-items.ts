import { countries } from '../fixtures/geo-zones.ts';
import { DEMO_PROFILE_ID, profiles } from '../fixtures/profiles.ts';

/** One search suggestion, with the fields of spec §3. */
export interface SuggestionItem {
  readonly value: string;
  readonly label: string;
  readonly label_info: string;
  readonly details: string;
  readonly url: string;
  readonly thumb: string;
  readonly category: string;
}

const MAX_PROFILES = 8;
const MAX_CITIES = 4;

/** Every profile and city as a suggestion, profiles first. */
const allItems: readonly SuggestionItem[] = [
  ...profiles.map((profile) => ({
    value: profile.name,
    label: profile.name,
    label_info: `${profile.age} · ${profile.city}`,
    details: `${profile.reviews} ${profile.reviews === 1 ? 'review' : 'reviews'}`,
    url: profile.id === DEMO_PROFILE_ID ? '/profile.html' : `/profile.html?id=${profile.id}`,
    thumb: `/media/thumb-${profile.id}.svg`,
    category: 'Profiles',
  })),
  ...countries.flatMap((country) =>
    country.cities.map((city) => ({
      value: city.name,
      label: city.name,
      label_info: country.name,
      details: `${profiles.filter((profile) => profile.city === city.name).length} profiles`,
      url: `/dancers.html?city_id=${city.id}`,
      thumb: `/media/thumb-city-${city.id}.svg`,
      category: 'Cities',
    })),
  ),
];

/** Suggestions whose label contains `term` (any case), those starting with it first, capped per category. */
export function matchSuggestions(term: string): SuggestionItem[] {
  const needle = term.toLowerCase();
  const matching = allItems.filter((item) => item.label.toLowerCase().includes(needle));
  const ranked = [
    ...matching.filter((item) => item.label.toLowerCase().startsWith(needle)),
    ...matching.filter((item) => !item.label.toLowerCase().startsWith(needle)),
  ];
  const byCategory = (category: string, max: number) => ranked.filter((item) => item.category === category).slice(0, max);
  return [...byCategory('Profiles', MAX_PROFILES), ...byCategory('Cities', MAX_CITIES)];
}

/** The first profiles, for a `slow` term with nothing else to match. */
export function firstSuggestions(count: number): SuggestionItem[] {
  return allItems.slice(0, count);
}

const CANARY = 'window.__canary=1';

/**
 * Hostile suggestions for the term `evil`: markup in every text field, a `javascript:` link and
 * a thumb that breaks out of its attribute. A page that inserts them as text and filters URLs
 * leaves `window.__canary` unset.
 */
export const hostileSuggestions: readonly SuggestionItem[] = [
  {
    value: `Evil <img src=x onerror=${CANARY}>`,
    label: `<img src=x onerror=${CANARY}> Evil profile`,
    label_info: `<script>${CANARY}</script>`,
    details: `<b onmouseover="${CANARY}">details</b>`,
    url: `javascript:${CANARY}`,
    thumb: '/media/thumb-1.svg',
    category: 'Profiles',
  },
  {
    value: 'Evil city',
    label: 'Evil city <svg onload=window.__canary=1>',
    label_info: 'Nowhere',
    details: '0 profiles',
    url: ` JaVaScRiPt:${CANARY}`,
    thumb: `/media/thumb-2.svg" onerror="${CANARY}`,
    category: `<img src=x onerror=${CANARY}>Cities`,
  },
];
