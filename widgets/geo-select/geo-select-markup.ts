/**
 * The markup inside a geo-select root, as the template writes it: each select carries
 * `data-geo="country|city|area|club"`, and the area select sits in `data-geo="area-block"`, which is
 * `hidden` while the area list is empty. Only the first chunk spells these names.
 */
export const geoSelectMarkup = {
  part: 'data-geo',
  country: 'country',
  city: 'city',
  area: 'area',
  areaBlock: 'area-block',
  club: 'club',
} as const;

/** The selects of one geo-select root; only country and city are required. */
export interface GeoSelectParts {
  readonly country: HTMLSelectElement;
  readonly city: HTMLSelectElement;
  readonly area: HTMLSelectElement | null;
  readonly areaBlock: HTMLElement | null;
  readonly club: HTMLSelectElement | null;
}
