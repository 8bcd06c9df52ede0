import { findCity, findCountry, type Place } from '../fixtures/geo-zones.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { lastValue } from '../http/params-record.ts';
import { badRequest, htmlAnswer, textAnswer } from './answers.ts';
import type { BackendAnswer, BackendCall } from './backend-call.ts';
import { parsePositiveId } from './parse-id.ts';

/** Renders `<option>` markup: an empty-valued placeholder, then one option per place. */
function optionsMarkup(placeholder: string, places: readonly Place[]): string {
  const options = places.map((place) => `<option value="${place.id}">${escapeHtml(place.name)}</option>`);
  return [`<option value="">${escapeHtml(placeholder)}</option>`, ...options].join('\n');
}

/** Reads a required numeric id field, or answers 400 as the PHP script would. */
function idField(fields: URLSearchParams, name: string): number | BackendAnswer {
  return parsePositiveId(lastValue(fields, name)) ?? badRequest(`${name} must be a positive whole number`);
}

// Option-markup calls have no STATUS: the nearest error equivalents are a sentence and an empty answer.
const errorSentence = () => textAnswer('Error: the list could not be loaded, please try again.');
const emptyAnswer = () => htmlAnswer('');

/** `get=cities&country_id=N[&select_advanced_search=1]`: the country's cities as options (spec §7). */
export const geoCitiesCall: BackendCall = {
  kind: 'geoCities',
  answer({ fields }) {
    const countryId = idField(fields, 'country_id');
    if (typeof countryId !== 'number') return countryId;
    // The advanced search may leave the city open, so its placeholder reads as a choice.
    const placeholder = lastValue(fields, 'select_advanced_search') === '1' ? 'All cities' : 'Select city';
    return htmlAnswer(optionsMarkup(placeholder, findCountry(countryId)?.cities ?? []));
  },
  errorMessage: errorSentence,
  errorList: emptyAnswer,
};

/** `get=clubs&city_id=N`: the city's clubs as options (spec §7). */
export const geoClubsCall: BackendCall = {
  kind: 'geoClubs',
  answer({ fields }) {
    const cityId = idField(fields, 'city_id');
    if (typeof cityId !== 'number') return cityId;
    return htmlAnswer(optionsMarkup('Select club', findCity(cityId)?.clubs ?? []));
  },
  errorMessage: errorSentence,
  errorList: emptyAnswer,
};

/** `get=cities_area&city_id=N`: the city's areas as options, an empty answer for a city without areas (spec §7). */
export const geoAreasCall: BackendCall = {
  kind: 'geoAreas',
  answer({ fields }) {
    const cityId = idField(fields, 'city_id');
    if (typeof cityId !== 'number') return cityId;
    const areas = findCity(cityId)?.areas ?? [];
    return htmlAnswer(areas.length > 0 ? optionsMarkup('Select area', areas) : '');
  },
  errorMessage: errorSentence,
  errorList: emptyAnswer,
};

/** Picks the geo call named by the `get` field, or null for an unknown one. */
export function pickGeoCall(fields: URLSearchParams): BackendCall | null {
  switch (lastValue(fields, 'get')) {
    case 'cities':
      return geoCitiesCall;
    case 'clubs':
      return geoClubsCall;
    case 'cities_area':
      return geoAreasCall;
    default:
      return null;
  }
}
