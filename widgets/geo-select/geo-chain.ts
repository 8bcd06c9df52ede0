import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import type { GeoCallFields } from './fetch-geo-options.ts';
import { createGeoList, type GeoList } from './geo-list.ts';
import type { GeoSelectParts } from './geo-select-markup.ts';
import type { GeoSelectOptions } from './geo-select-options.ts';
import { flatOptions } from './parse-option-markup.ts';

/** One root's country → city (→ area, club) chain, once its code has loaded. */
export interface GeoChain {
  /** Acts on a change of one of the root's selects. */
  changed(select: HTMLSelectElement): void;
  /** Requests the chosen city's areas now (the page opened with the pair the spec names). */
  loadAreas(): void;
  /** Drops every answer awaited and removes what the widget added. */
  stop(): void;
}

/**
 * The value the server's markup chose in `select` (its `selected` option, else its first): the
 * dependent lists the page opened with were printed for it, whatever the user changed since.
 */
function printedValue(select: HTMLSelectElement): string {
  let chosen = select.options[0];
  for (const option of Array.from(select.options)) if (option.hasAttribute('selected')) chosen = option;
  return chosen?.value ?? '';
}

/**
 * Wires the geo calls of spec §7 to one root's selects: a country change loads its cities
 * (`get=cities&country_id`, plus `select_advanced_search=1` in an advanced search) and empties the
 * city's dependants; a city change loads its areas (`get=cities_area&city_id`, the area block shown
 * only when the answer has options) and its clubs (`get=clubs&city_id`).
 */
export function createGeoChain(
  parts: GeoSelectParts,
  options: GeoSelectOptions,
  context: Pick<WidgetContext, 'dispatch'>,
): GeoChain {
  const { country, city, area, areaBlock, club } = parts;
  const citiesCall = (countryId: string): GeoCallFields => ({
    get: 'cities',
    country_id: countryId,
    ...(options.advancedSearch ? { select_advanced_search: '1' } : {}),
  });
  const areasCall = (cityId: string): GeoCallFields => ({ get: 'cities_area', city_id: cityId });
  const clubsCall = (cityId: string): GeoCallFields => ({ get: 'clubs', city_id: cityId });

  const showAreas = (visible: boolean) => {
    if (areaBlock) areaBlock.hidden = !visible;
  };
  const cityChanged = () => {
    if (city.value === '') {
      areas?.clear();
      showAreas(false);
      clubs?.clear();
      return;
    }
    areas?.load(areasCall(city.value));
    clubs?.load(clubsCall(city.value));
  };
  const countryChanged = () => {
    if (country.value === '') {
      cities.clear();
      cityChanged();
      return;
    }
    cities.load(citiesCall(country.value));
    // The old city's areas and clubs are stale from now on, whatever the new list keeps.
    areas?.clear();
    showAreas(false);
    clubs?.clear();
  };

  const cities = createGeoList({
    kind: 'cities',
    select: city,
    statusAfter: city,
    focusFallback: city,
    context,
    shownFor: citiesCall(printedValue(country)),
    onFilled: () => {
      if (city.value !== '') cityChanged();
    },
  });
  const areas =
    area && areaBlock
      ? createGeoList({
          kind: 'areas',
          select: area,
          statusAfter: areaBlock,
          focusFallback: city,
          context,
          shownFor: areasCall(printedValue(city)),
          onFilled: (items) => showAreas(flatOptions(items).some((option) => option.value !== '')),
        })
      : null;
  const clubs = club
    ? createGeoList({ kind: 'clubs', select: club, statusAfter: club, focusFallback: club, context, shownFor: clubsCall(printedValue(city)), onFilled: () => {} })
    : null;

  return {
    changed(select) {
      if (select === country) countryChanged();
      else if (select === city) cityChanged();
    },
    loadAreas() {
      if (city.value !== '') areas?.load(areasCall(city.value));
    },
    stop() {
      cities.stop();
      areas?.stop();
      clubs?.stop();
    },
  };
}
