import { AREAS_AT_LOAD_CITY_ID, AREAS_AT_LOAD_COUNTRY_ID, MAX_OTHER_CITIES } from '../../../../shared/constants.ts';
import { countries, findCity, findCountry, type Place } from '../../fixtures/geo-zones.ts';
import { escapeHtml } from '../../http/escape-html.ts';

/** The country and city the page opens with: the pair whose areas the page requests at once (spec §7). */
export const DEMO_LOCATION: LocationChoice = { countryId: Number(AREAS_AT_LOAD_COUNTRY_ID), cityId: Number(AREAS_AT_LOAD_CITY_ID) };

/** A place the page opens with chosen. */
export interface LocationChoice {
  readonly countryId: number;
  readonly cityId: number;
}

function options(placeholder: string, places: readonly Place[], selected?: number): string {
  const items = places.map(
    (place) => `<option value="${place.id}"${place.id === selected ? ' selected' : ''}>${escapeHtml(place.name)}</option>`,
  );
  return [`<option value="">${escapeHtml(placeholder)}</option>`, ...items].join('');
}

/** One country → city pair; `id` and `name` are the prefixes of the selects' ids and names. */
function countryCityPair(ids: { country: string; city: string }, names: { country: string; city: string }, choice?: LocationChoice): string {
  const cities = choice ? (findCountry(choice.countryId)?.cities ?? []) : [];
  return `<div class="form-group col-md-6">
          <label for="${ids.country}">Country</label>
          <select id="${ids.country}" name="${names.country}" class="custom-select" data-geo="country">${options('Select country', countries, choice?.countryId)}</select>
        </div>
        <div class="form-group col-md-6">
          <label for="${ids.city}">City</label>
          <select id="${ids.city}" name="${names.city}" class="custom-select" data-geo="city">${options('Select city', cities, choice?.cityId)}</select>
        </div>`;
}

/**
 * One other-city block: its own country → city pair (a geo-select root), named
 * `other_cities[N][country_id]` and `other_cities[N][city_id]` (contract), `__index__` and
 * `__number__` in the template, where the other-cities widget numbers the copies it adds.
 */
function otherCityBlock(index: string, number: string): string {
  return `<fieldset class="other-city border rounded p-3 mb-3" data-other-city>
        <legend class="h6 w-auto px-1" data-other-city-title>Other city ${number}</legend>
        <div class="form-row" data-widget="geo-select">
        ${countryCityPair(
          { country: `other-city-${index}-country`, city: `other-city-${index}-city` },
          { country: `other_cities[${index}][country_id]`, city: `other_cities[${index}][city_id]` },
        )}
        </div>
        <button type="button" class="btn btn-outline-secondary btn-sm" data-other-city-remove>Remove other city ${number}</button>
      </fieldset>`;
}

/**
 * The profile's location on the add-profile page (spec §2, §7; contract "Add-profile page"): a
 * geo-select root with country → city → area and club selects, opened with `choice` (country 818
 * and city 1 by default, so that the page requests their areas at once) and that city's areas and
 * clubs, and the other-cities root with no block yet and the template of one.
 */
export function renderLocationSection(choice: LocationChoice = DEMO_LOCATION): string {
  const clubs = findCity(choice.cityId)?.clubs ?? [];
  // The chosen city's areas are in the markup, their block shown, as the clubs are: the areas the
  // page still requests at once (spec §7) then fill the same list, and nothing moves (issue 10).
  const areas = findCity(choice.cityId)?.areas ?? [];
  return `<section class="add-profile-section" id="location" aria-labelledby="location-title">
    <h2 id="location-title">Location</h2>
    <div data-widget="geo-select" id="profile-location">
      <div class="form-row">
        ${countryCityPair({ country: 'country_id', city: 'city_id' }, { country: 'country_id', city: 'city_id' }, choice)}
      </div>
      <div class="form-row">
        <div class="form-group col-md-6" data-geo="area-block"${areas.length > 0 ? '' : ' hidden'}>
          <label for="area_id">Area</label>
          <select id="area_id" name="area_id" class="custom-select" data-geo="area">${areas.length > 0 ? options('Select area', areas) : ''}</select>
        </div>
        <div class="form-group col-md-6">
          <label for="club_id">Club</label>
          <select id="club_id" name="club_id" class="custom-select" data-geo="club">${options('Select club', clubs)}</select>
        </div>
      </div>
    </div>
    <div data-widget="other-cities" class="other-cities" role="group" aria-labelledby="other-cities-title">
      <h3 id="other-cities-title" class="h5">Other cities</h3>
      <div data-other-cities-list></div>
      <p id="other-cities-hint" class="form-text text-muted" data-other-cities-hint aria-live="polite">You can add up to ${MAX_OTHER_CITIES} other cities.</p>
      <button type="button" class="btn btn-outline-primary" data-other-cities-add aria-describedby="other-cities-hint">Add another city</button>
      <template data-other-cities-template>
      ${otherCityBlock('__index__', '__number__')}
      </template>
    </div>
  </section>`;
}
