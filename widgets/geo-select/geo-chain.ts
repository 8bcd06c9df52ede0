import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
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
    areas?.load({ get: 'cities_area', city_id: city.value });
    clubs?.load({ get: 'clubs', city_id: city.value });
  };
  const countryChanged = () => {
    if (country.value === '') {
      cities.clear();
      cityChanged();
      return;
    }
    const fields: Record<string, string> = { get: 'cities', country_id: country.value };
    if (options.advancedSearch) fields.select_advanced_search = '1';
    cities.load(fields);
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
          onFilled: (items) => showAreas(flatOptions(items).some((option) => option.value !== '')),
        })
      : null;
  const clubs = club ? createGeoList({ kind: 'clubs', select: club, statusAfter: club, focusFallback: club, context, onFilled: () => {} }) : null;

  return {
    changed(select) {
      if (select === country) countryChanged();
      else if (select === city) cityChanged();
    },
    loadAreas() {
      if (city.value !== '') areas?.load({ get: 'cities_area', city_id: city.value });
    },
    stop() {
      cities.stop();
      areas?.stop();
      clubs?.stop();
    },
  };
}
