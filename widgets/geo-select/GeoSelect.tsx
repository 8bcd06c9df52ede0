import { useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { AREAS_AT_LOAD_CITY_ID, AREAS_AT_LOAD_COUNTRY_ID } from '../../shared/constants.ts';
import { useAttribute } from '../../shared/hooks/use-attribute.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { loadOnce } from '../../shared/lazy/load-once.ts';
import { useLazyAction } from '../../shared/lazy/use-lazy-action.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import type { GeoCallFields } from './fetch-geo-options.ts';
import { flatOptions } from './geo-option-items.ts';
import { useGeoParts, type GeoSelectParts } from './geo-select-markup.ts';
import type { GeoSelectOptions } from './geo-select-options.ts';
import { useGeoList, type FetchGeoOptions } from './use-geo-list.tsx';

/** The calls and their answers' reading load on first use: a chunk of their own, shared by every root. */
const loadCalls = loadOnce(() => import('./fetch-geo-options.ts'));

/**
 * The value the server's markup chose in `select` (its `selected` option, else its first): the
 * dependent lists the page opened with were printed for it, whatever the user changed since.
 */
function printedValue(select: HTMLSelectElement | null): string {
  let chosen = select?.options[0];
  for (const option of Array.from(select?.options ?? [])) if (option.hasAttribute('selected')) chosen = option;
  return chosen?.value ?? '';
}

/**
 * `data-widget="geo-select"`, a country → city (→ area, club) group (spec §7). `markup: 'server'`:
 * the template's selects, labels and layout stay where they are (nothing moves, PHP's whitespace
 * kept); the component renders their option lists, their failure lines and the area block's
 * `hidden` from its state. A root without its two selects is reported and left as it is.
 */
export function GeoSelect({ root, options, context }: WidgetProps<GeoSelectOptions>): ReactNode {
  const found = useGeoParts(root);
  useLayoutEffect(() => {
    for (const [key, message, about] of found.problems) context.reportProblem(key, message, about);
  }, []);
  return found.parts && <GeoChain parts={found.parts} advancedSearch={options.advancedSearch} context={context} />;
}

/**
 * The chain of one root's selects: a country change loads its cities (`get=cities&country_id`,
 * plus `select_advanced_search=1` in an advanced search) and empties the city's dependants; a city
 * change loads its areas (`get=cities_area&city_id`, the area block shown only when the answer has
 * options) and its clubs (`get=clubs&city_id`). The call code loads on the first change
 * (prefetched when the pointer or the focus enters the root; the changed select is `aria-busy`
 * until it is there), or at once when the page opens with the country and city whose areas the
 * spec requests.
 */
function GeoChain({ parts, advancedSearch, context }: { parts: GeoSelectParts; advancedSearch: boolean; context: WidgetProps['context'] }): ReactNode {
  const { root, country, city, area, areaBlock, club } = parts;
  const citiesCall = (countryId: string): GeoCallFields => ({
    get: 'cities',
    country_id: countryId,
    ...(advancedSearch ? { select_advanced_search: '1' } : {}),
  });
  const areasCall = (cityId: string): GeoCallFields => ({ get: 'cities_area', city_id: cityId });
  const clubsCall = (cityId: string): GeoCallFields => ({ get: 'clubs', city_id: cityId });

  const runLazy = useLazyAction(context);
  const [printed] = useState(() => ({ country: printedValue(country), city: printedValue(city) }));
  const cities = useGeoList({ kind: 'cities', select: city, statusAfter: city, focusFallback: city, context, shownFor: citiesCall(printed.country) });
  const areas = useGeoList({ kind: 'areas', select: area, statusAfter: areaBlock, focusFallback: city, context, shownFor: areasCall(printed.city) });
  const clubs = useGeoList({ kind: 'clubs', select: club, statusAfter: club, focusFallback: club ?? city, context, shownFor: clubsCall(printed.city) });
  const [areasShown, setAreasShown] = useState(() => areaBlock !== null && !areaBlock.hidden);
  const showAreas = (shown: boolean) => flushSync(() => setAreasShown(shown));
  useAttribute(areaBlock, 'hidden', areasShown ? null : '');

  const loadAreas = (fetchOptions: FetchGeoOptions) =>
    areas.load(areasCall(city.value), fetchOptions, (items) => showAreas(flatOptions(items).some((option) => option.value !== '')));
  const cityChanged = (fetchOptions: FetchGeoOptions) => {
    if (city.value === '') {
      areas.clear();
      showAreas(false);
      clubs.clear();
      return;
    }
    loadAreas(fetchOptions);
    clubs.load(clubsCall(city.value), fetchOptions, () => {});
  };
  const countryChanged = (fetchOptions: FetchGeoOptions) => {
    if (country.value === '') {
      cities.clear();
      cityChanged(fetchOptions);
      return;
    }
    cities.load(citiesCall(country.value), fetchOptions, () => {
      if (city.value !== '') cityChanged(fetchOptions);
    });
    // The old city's areas and clubs are stale from now on, whatever the new list keeps.
    areas.clear();
    showAreas(false);
    clubs.clear();
  };
  // The select the visitor changed while the call code is still on its way: `aria-busy` from the
  // change's own task (issue 19: changed as soon as the page has mounted, the code is a round trip
  // away on a phone, and a change that shows nothing for that long is made again or given up).
  const [waiting, setWaiting] = useState<HTMLSelectElement | null>(null);
  useAttribute(waiting, 'aria-busy', 'true');
  const withCalls = (act: (fetchOptions: FetchGeoOptions) => void, changed?: HTMLSelectElement) => {
    // There already: the list shows "Loading…" in the change's task, with no promise in between.
    // Not at mount: acting there would render (flushSync) inside the mount's own layout effect.
    const loaded = changed && loadCalls.loaded;
    const waited = !loaded && changed;
    if (waited) flushSync(() => setWaiting(changed));
    const done = () => waited && flushSync(() => setWaiting(null));
    runLazy({
      load: loadCalls,
      loaded,
      act: ({ fetchGeoOptions }) => {
        done();
        act(fetchGeoOptions);
      },
      recover: done,
      phase: 'loading its calls',
    });
  };

  useEventListener(root, 'change', (event) => {
    if (event.target === country) withCalls(countryChanged, country);
    else if (event.target === city) withCalls(cityChanged, city);
  });
  const prefetch = () => {
    // A failure here is reported when a select is changed.
    loadCalls().catch(() => {});
  };
  useEventListener(root, 'pointerenter', prefetch);
  useEventListener(root, 'focusin', prefetch);
  useLayoutEffect(() => {
    if (area && country.value === AREAS_AT_LOAD_COUNTRY_ID && city.value === AREAS_AT_LOAD_CITY_ID) {
      withCalls((fetchOptions) => {
        if (city.value !== '') loadAreas(fetchOptions);
      });
    }
  }, []);

  return (
    <>
      {cities.node}
      {areas.node}
      {clubs.node}
    </>
  );
}
