import { getPageConfig } from '../../shared/config/page-config.ts';
import { postForm } from '../../shared/http/request.ts';
import { RequestError } from '../../shared/http/request-error.ts';
import { flatOptions, parseOptionMarkup, type GeoOptionItem } from './parse-option-markup.ts';

/** The fields of one geo call (spec §7): `get` and the id it is about. */
export type GeoCallFields = Readonly<Record<string, string>>;

/**
 * Posts one geo call to `endpoints.geoZones` and reads its option markup as data. An answer
 * without a single option is malformed (a PHP error page, a sentence, garbage), except a blank
 * answer where `blankMeansEmpty` (the areas of a city without areas).
 */
export async function fetchGeoOptions(fields: GeoCallFields, blankMeansEmpty: boolean, signal: AbortSignal): Promise<GeoOptionItem[]> {
  const markup = await postForm(getPageConfig().endpoints.geoZones, fields, { signal });
  if (blankMeansEmpty && markup.trim() === '') return [];
  const items = parseOptionMarkup(markup);
  if (flatOptions(items).length === 0) {
    throw new RequestError('malformed', `Expected <option> markup from the geo call get=${fields.get ?? ''}.`);
  }
  return items;
}
