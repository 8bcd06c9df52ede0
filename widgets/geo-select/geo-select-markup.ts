import { useState } from 'react';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';

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

/** The root and its selects; only country and city are required, the area select only with its block. */
export interface GeoSelectParts {
  readonly root: HTMLElement;
  readonly country: HTMLSelectElement;
  readonly city: HTMLSelectElement;
  readonly area: HTMLSelectElement | null;
  readonly areaBlock: HTMLElement | null;
  readonly club: HTMLSelectElement | null;
}

/** A markup problem to report: its key, the message and the element it is about. */
export type GeoMarkupProblem = readonly [key: string, message: string, about?: Element];

const markup = geoSelectMarkup;

/**
 * The root's selects (null without its country and city) and what is wrong with its markup, found
 * once at mount among the root's `data-geo` elements.
 */
export function useGeoParts(root: HTMLElement): { parts: GeoSelectParts | null; problems: GeoMarkupProblem[] } {
  const named = useServerElements(root, `[${markup.part}]`);
  const [found] = useState(() => readGeoParts(root, (name) => named.find((element) => element.getAttribute(markup.part) === name) ?? null));
  return found;
}

/** The parts `part` finds by their `data-geo` name, checked. */
function readGeoParts(
  root: HTMLElement,
  part: (name: string) => Element | null,
): { parts: GeoSelectParts | null; problems: GeoMarkupProblem[] } {
  const country = part(markup.country);
  const city = part(markup.city);
  if (!(country instanceof HTMLSelectElement) || !(city instanceof HTMLSelectElement)) {
    const message = `it needs a <select ${markup.part}="${markup.country}"> and a <select ${markup.part}="${markup.city}"> inside; the selects were left as they are.`;
    return { parts: null, problems: [['parts', message]] };
  }
  const area = part(markup.area) as HTMLSelectElement | null;
  const areaBlock = area?.closest<HTMLElement>(`[${markup.part}="${markup.areaBlock}"]`) ?? null;
  const problems: GeoMarkupProblem[] =
    area && !areaBlock ? [['area-block', `its area select needs an element ${markup.part}="${markup.areaBlock}" around it; areas are not loaded.`, area]] : [];
  return { parts: { root, country, city, area: areaBlock ? area : null, areaBlock, club: part(markup.club) as HTMLSelectElement | null }, problems };
}
