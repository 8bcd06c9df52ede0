import * as v from 'valibot';
import { flagAttribute } from '../../shared/options/attribute-schemas.ts';

/**
 * `<div data-widget="geo-select" data-advanced-search="1">`: `data-advanced-search` (`0`/`1`,
 * default `0`) says the selects belong to an advanced search, whose city requests add
 * `select_advanced_search=1` (spec §7).
 */
export const GeoSelectOptionsSchema = v.object({
  advancedSearch: flagAttribute(false),
});

/** The geo-select's typed options. */
export type GeoSelectOptions = v.InferOutput<typeof GeoSelectOptionsSchema>;
